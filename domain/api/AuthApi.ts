import { HttpApiGroup } from "effect/http-api"

/** The OAuth2 token endpoint and revocation (DESIGN §5.1): public, no bearer token. */
export const AuthApi = HttpApiGroup.make("auth")

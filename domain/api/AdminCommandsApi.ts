import { HttpApiGroup } from "effect/http-api"
import { Authentication } from "./security.ts"

/**
 * The admin console's command routes (DESIGN §5.3): `POST /api/admin/<res>/:id/<verb>`, with an
 * `Idempotency-Key` header. Add endpoints before `.middleware(Authentication)`.
 */
export const AdminCommandsApi = HttpApiGroup.make("adminCommands").middleware(Authentication)

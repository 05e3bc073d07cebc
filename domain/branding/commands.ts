import { Schema } from "effect"
import { ClientThemeFields, LoginConfigFields } from "./schemas.ts"

/** A superuser's (the HTTP route checks it; fixtures run it as the programme or an admin). */
export class ConfigureLogin extends Schema.TaggedClass<ConfigureLogin>()("ConfigureLogin", LoginConfigFields) {}

export class BrandClient extends Schema.TaggedClass<BrandClient>()("BrandClient", ClientThemeFields) {}

import { Schema } from "effect"
import { ClientThemeFields, LoginConfigFields } from "./schemas.ts"

/** The deployment's login configuration, whole: each save replaces the previous one. */
export class LoginConfigured extends Schema.TaggedClass<LoginConfigured>()("LoginConfigured", LoginConfigFields) {}

/** A client company's colours and logo: the learner app wears them once that client is picked. */
export class ClientBranded extends Schema.TaggedClass<ClientBranded>()("ClientBranded", ClientThemeFields) {}

export type BrandingEvent = LoginConfigured | ClientBranded

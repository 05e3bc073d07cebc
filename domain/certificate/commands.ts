import { Schema } from "effect"
import { Id } from "../shared/schemas.ts"

/** The holder shows their full name on the public verification of a certificate, or hides it again. */
export class ShowNameOnCertificate extends Schema.TaggedClass<ShowNameOnCertificate>()("ShowNameOnCertificate", { code: Id, userId: Id, show: Schema.Boolean }) {}

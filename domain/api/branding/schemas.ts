import { Schema } from "effect"
import { LoginConfig, ThemeColors } from "../../branding/schemas.ts"
import { Id } from "../../shared/schemas.ts"

/**
 * `GET /api/login-config`: the deployment's configuration (`configured: false` and the defaults
 * until a superuser saves one), and the client themes, so the learner app knows a client's logo.
 */
export const LoginConfigAnswer = Schema.Struct({
  configured: Schema.Boolean,
  config: LoginConfig,
  clients: Schema.Array(Schema.Struct({ clientId: Id, colors: ThemeColors, logoFileId: Schema.optionalKey(Id) }))
}).annotate({ identifier: "LoginConfigAnswer" })
export type LoginConfigAnswer = typeof LoginConfigAnswer.Type

/** `PUT /api/admin/branding/clients/:clientId`: a client company's colours and logo. */
export const ClientThemeInput = Schema.Struct({ colors: ThemeColors, logoFileId: Schema.optionalKey(Id) })

const Bounded = (max: number) => Schema.String.check(Schema.isMaxLength(max))

/**
 * `POST /api/client-errors`: what an app tells of its own uncaught error. Bounded everywhere, and
 * scrubbed of e-mails and tokens by the server before it is kept (no personal data).
 */
export const ClientErrorReport = Schema.Struct({
  app: Schema.Literals(["learner", "admin"]),
  kind: Schema.Literals(["error", "unhandledrejection", "chunk"]),
  message: Bounded(1000),
  stack: Schema.optionalKey(Bounded(4000)),
  path: Bounded(500)
}).annotate({ identifier: "ClientErrorReport" })
export type ClientErrorReport = typeof ClientErrorReport.Type

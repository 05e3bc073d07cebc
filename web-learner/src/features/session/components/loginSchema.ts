import * as v from "valibot"
import type { MessageKey } from "../../../i18n/pt-BR.ts"

const required: MessageKey = "login.required"

/** Username (id or e-mail) and password, both required; the username is sent trimmed. */
export const loginSchema = v.object({
  username: v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(256, "form.tooLong" satisfies MessageKey)),
  password: v.pipe(v.string(), v.nonEmpty(required))
})

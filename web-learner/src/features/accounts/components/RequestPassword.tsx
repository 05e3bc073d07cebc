import { useState } from "react"
import { useNavigate } from "react-router"
import * as v from "valibot"
import { ApiError } from "../../../lib/api-client.ts"
import { useSchemaForm } from "../../../lib/forms.ts"
import { useRecoveryCode, useRecoveryLink, useVerifyCode, type Login } from "../api/publicAccounts.ts"
import type { Channel, LoginKind } from "../api/types.ts"
import { ta, type AccountsKey } from "../i18n/index.ts"
import { Field, SelectField } from "./Field.tsx"
import { countryCodes, isValidEmail, isValidPhone } from "./rules.ts"
import { clock, errorMessage } from "./serverErrors.ts"
import { useCountdown } from "./useCountdown.ts"

const m = (key: AccountsKey) => key

const schema = v.pipe(
    v.object({
      mode: v.picklist(["link", "code"]),
      by: v.picklist(["email", "document", "username"]),
      value: v.pipe(v.string(), v.trim(), v.nonEmpty(m("form.required")), v.maxLength(256, m("form.tooLong"))),
      country: v.string(),
      phone: v.pipe(v.string(), v.trim()),
      channel: v.picklist(["sms", "whatsapp"])
    }),
    v.forward(
      v.check((f) => f.by !== "email" || isValidEmail(f.value), m("rule.email")),
      ["value"]
    ),
    v.forward(
      v.check((f) => f.by !== "document" || f.country !== "", m("form.required")),
      ["country"]
    ),
    v.forward(
      v.check((f) => f.mode !== "code" || f.phone !== "", m("form.required")),
      ["phone"]
    ),
    v.forward(
      v.check((f) => f.mode !== "code" || f.phone === "" || isValidPhone(f.phone), m("rule.phone")),
      ["phone"]
    )
  )

const loginOf = (f: { by: LoginKind; value: string; country: string }): Login => ({ by: f.by, value: f.value, ...(f.by === "document" ? { country: f.country } : {}) })

/** The code step: six digits, a countdown to asking again, wrong/expired and too-many messages. */
const CodeEntry = ({ login, sent, resend }: { login: Login; sent: { retryAfterSeconds: number; expiresInSeconds: number; at: number }; resend: () => void }) => {
  const navigate = useNavigate()
  const verify = useVerifyCode()
  const left = useCountdown(sent.retryAfterSeconds, sent.at)
  const form = useSchemaForm(v.object({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, m("code.format"))) }), { code: "" })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ code }) => {
    const link = await verify.mutateAsync({ ...login, code }).catch(() => undefined)
    if (link) navigate(`/recover-password/${encodeURIComponent(link.username)}/${link.uidb64}/${link.token}`)
  })
  const code = verify.error instanceof ApiError ? verify.error.code : undefined
  return (
    <form onSubmit={submit} noValidate>
      <p role="status" className="success">
        {ta("request.codeSent", { minutes: Math.round(sent.expiresInSeconds / 60) })}
      </p>
      <Field label={ta("code.label")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} registration={form.register("code")} errors={errors} />
      {verify.isError && (
        <p className="error" role="alert">
          {code === "account.code_invalid" ? ta("code.invalid") : code === "account.code_attempts_exceeded" ? ta("code.attempts") : errorMessage(verify.error)}
        </p>
      )}
      <div className="actions">
        <button type="submit" disabled={isSubmitting}>
          {ta("code.submit")}
        </button>
        <button type="button" className="secondary" disabled={left > 0} onClick={resend}>
          {ta("code.resend")}
        </button>
      </div>
      {left > 0 && <p className="help" aria-live="off">{ta("code.resendIn", { time: clock(left) })}</p>}
    </form>
  )
}

/**
 * Password recovery (SPEC §2, §5): a link by e-mail found by e-mail, document or username, or a
 * code by SMS/WhatsApp to the registered phone. The answers never say whether the account exists.
 */
export const RequestPassword = () => {
  const linkRequest = useRecoveryLink()
  const codeRequest = useRecoveryCode()
  const [sent, setSent] = useState<{ login: Login; retryAfterSeconds: number; expiresInSeconds: number; at: number } | undefined>()
  const form = useSchemaForm(schema, { mode: "link", by: "email", value: "", country: "", phone: "", channel: "sms" })
  const { errors, isSubmitting } = form.formState
  const [by, mode] = form.watch(["by", "mode"])
  const askCode = async (f: { by: string; value: string; country: string; phone: string; channel: string }) => {
    const login = loginOf(f as { by: LoginKind; value: string; country: string })
    const answer = await codeRequest.mutateAsync({ ...login, phone: f.phone, channel: f.channel as Channel }).catch(() => undefined)
    if (answer) setSent({ login, retryAfterSeconds: answer.retryAfterSeconds, expiresInSeconds: answer.expiresInSeconds, at: Date.now() })
  }
  const submit = form.handleSubmit(async (f) => {
    if (mode === "link") await linkRequest.mutateAsync(loginOf(f)).catch(() => undefined)
    else await askCode(f)
  })
  if (mode === "link" && linkRequest.isSuccess)
    return (
      <p role="status" className="success">
        {ta("request.linkSent")}
      </p>
    )
  if (mode === "code" && sent)
    return (
      <>
        <CodeEntry login={sent.login} sent={sent} resend={() => void askCode(form.getValues())} />
        {codeRequest.isError && (
          <p className="error" role="alert">
            {errorMessage(codeRequest.error)}
          </p>
        )}
      </>
    )
  const failed = mode === "link" ? linkRequest : codeRequest
  return (
    <form onSubmit={submit} noValidate aria-label={ta("request.title")}>
      <fieldset>
        <legend>{ta("request.mode")}</legend>
        {(["link", "code"] as const).map((x) => (
          <label key={x} className="check">
            <input type="radio" value={x} {...form.register("mode")} />
            {ta(`request.mode.${x}`)}
          </label>
        ))}
      </fieldset>
      <SelectField label={ta("request.by")} registration={form.register("by")} errors={errors} options={(["email", "document", "username"] as const).map((b) => ({ value: b, label: ta(`request.by.${b}`) }))} />
      {by === "document" && (
        <SelectField
          label={ta("firstAccess.country")}
          registration={form.register("country")}
          errors={errors}
          options={[{ value: "", label: "—" }, ...countryCodes.map((c) => ({ value: c, label: ta(`country.${c}`) }))]}
        />
      )}
      <Field
        label={ta(`request.by.${by as LoginKind}`)}
        type={by === "email" ? "email" : "text"}
        autoComplete={by === "email" ? "email" : "username"}
        registration={form.register("value")}
        errors={errors}
      />
      {mode === "code" && (
        <>
          <Field label={ta("request.phone")} type="tel" autoComplete="tel" registration={form.register("phone")} errors={errors} />
          <SelectField label={ta("request.channel")} registration={form.register("channel")} errors={errors} options={(["sms", "whatsapp"] as const).map((c) => ({ value: c, label: ta(`channel.${c}`) }))} />
        </>
      )}
      {failed.isError && (
        <p className="error" role="alert">
          {errorMessage(failed.error)}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {ta(mode === "link" ? "request.sendLink" : "request.sendCode")}
      </button>
    </form>
  )
}

import { useState } from "react"
import * as v from "valibot"
import { ApiError } from "../../../../lib/api-client.ts"
import { useSchemaForm } from "../../../../lib/forms.ts"
import { useConfirmPhone, usePhone, useSendPhoneCode } from "../../api/profile.ts"
import type { Channel, PhoneState } from "../../api/types.ts"
import { ta, type AccountsKey } from "../../i18n/index.ts"
import { Field } from "../Field.tsx"
import { isValidPhone } from "../rules.ts"
import { clock, errorMessage } from "../serverErrors.ts"
import { useCountdown } from "../useCountdown.ts"

const m = (key: AccountsKey) => key
const codeSchema = v.object({ code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, m("code.format"))) })
const newPhoneSchema = v.object({ phone: v.pipe(v.string(), v.trim(), v.nonEmpty(m("form.required")), v.check(isValidPhone, m("rule.phone"))) })

const CodeForm = ({ onDone }: { onDone: () => void }) => {
  const confirm = useConfirmPhone()
  const form = useSchemaForm(codeSchema, { code: "" })
  const { errors, isSubmitting } = form.formState
  const submit = form.handleSubmit(async ({ code }) => {
    if (await confirm.mutateAsync(code).catch(() => undefined)) onDone()
  })
  const code = confirm.error instanceof ApiError ? confirm.error.code : undefined
  return (
    <form onSubmit={submit} noValidate>
      <Field label={ta("code.label")} inputMode="numeric" autoComplete="one-time-code" maxLength={6} registration={form.register("code")} errors={errors} />
      {confirm.isError && (
        <p className="error" role="alert">
          {code === "account.code_invalid" ? ta("code.invalid") : code === "account.code_attempts_exceeded" ? ta("code.attempts") : errorMessage(confirm.error)}
        </p>
      )}
      <button type="submit" disabled={isSubmitting}>
        {ta("code.submit")}
      </button>
    </form>
  )
}

const Verification = ({ state }: { state: PhoneState }) => {
  const send = useSendPhoneCode()
  const [changing, setChanging] = useState(false)
  const [channel, setChannel] = useState<Channel>("sms")
  const [sent, setSent] = useState<{ sentTo: string; minutes: number; retryAfter: number; at: number } | undefined>()
  const [confirmed, setConfirmed] = useState(false)
  // SPEC §4: 300 s between codes; after a reload the server says how long is left.
  const cooldown = sent?.retryAfter ?? state.retryAfterSeconds
  const left = useCountdown(cooldown, sent?.at ?? 0)
  const phoneForm = useSchemaForm(newPhoneSchema, { phone: "" })
  const request = async (phone?: string) => {
    setConfirmed(false)
    const answer = await send.mutateAsync({ channel, ...(phone ? { phone } : {}) }).catch((e: unknown) => {
      // A cooldown answer restarts the countdown from the server's figure.
      if (e instanceof ApiError && e.code === "account.code_cooldown")
        setSent((s) => ({ sentTo: s?.sentTo ?? "", minutes: s?.minutes ?? 10, retryAfter: Number(e.details["retryAfterSeconds"] ?? 0), at: Date.now() }))
      return undefined
    })
    if (answer) setSent({ sentTo: answer.sentTo, minutes: Math.round(answer.expiresInSeconds / 60), retryAfter: answer.retryAfterSeconds, at: Date.now() })
  }
  const submitNew = phoneForm.handleSubmit(({ phone }) => request(phone))
  return (
    <>
      {state.phone ? (
        <p>
          {ta("phone.current", { phone: state.phone })}{" "}
          <span className={state.verified ? "badge approved" : "badge awaiting_approval"}>{ta(state.verified ? "phone.verified" : "phone.unverified")}</span>
        </p>
      ) : (
        <p>{ta("phone.none")}</p>
      )}
      {state.pendingPhone && <p className="help">{ta("phone.pending", { phone: state.pendingPhone })}</p>}
      {confirmed && (
        <p role="status" className="success">
          {ta("phone.confirmed")}
        </p>
      )}
      <div className="field">
        <label htmlFor="phone-channel">{ta("request.channel")}</label>
        <select id="phone-channel" value={channel} onChange={(e) => setChannel(e.target.value as Channel)}>
          <option value="sms">{ta("channel.sms")}</option>
          <option value="whatsapp">{ta("channel.whatsapp")}</option>
        </select>
      </div>
      {changing ? (
        <form onSubmit={submitNew} noValidate aria-label={ta("phone.change")}>
          <Field label={ta("phone.new")} type="tel" autoComplete="tel" registration={phoneForm.register("phone")} errors={phoneForm.formState.errors} />
          <div className="actions">
            <button type="submit" disabled={left > 0 || send.isPending}>
              {ta("phone.sendCode")}
            </button>
            <button type="button" className="secondary" onClick={() => setChanging(false)}>
              {ta("phone.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <div className="actions">
          {state.phone && !state.verified && (
            <button type="button" disabled={left > 0 || send.isPending} onClick={() => void request()}>
              {ta("phone.verify")}
            </button>
          )}
          <button type="button" className="secondary" onClick={() => setChanging(true)}>
            {ta("phone.change")}
          </button>
        </div>
      )}
      {left > 0 && (
        <p className="help countdown" role="timer" aria-live="off">
          {ta("phone.countdown", { time: clock(left) })}
        </p>
      )}
      {send.isError && !(send.error instanceof ApiError && send.error.code === "account.code_cooldown") && (
        <p className="error" role="alert">
          {errorMessage(send.error)}
        </p>
      )}
      {sent?.sentTo && !confirmed && (
        <>
          <p role="status">{ta("phone.sent", { sentTo: sent.sentTo, minutes: sent.minutes })}</p>
          <CodeForm
            onDone={() => {
              setConfirmed(true)
              setSent(undefined)
              setChanging(false)
              phoneForm.reset()
            }}
          />
        </>
      )}
    </>
  )
}

/** Phone verification and change phone (SPEC §4: a code, a 300-second countdown between codes). */
export const PhoneVerification = () => {
  const phone = usePhone()
  if (phone.data === undefined) return <p role="status">…</p>
  return <Verification state={phone.data} />
}

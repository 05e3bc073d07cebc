import { useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { useNavigate } from "react-router"
import * as v from "valibot"
import { ApiError } from "../../../../lib/api-client.ts"
import { useSchemaForm } from "../../../../lib/forms.ts"
import { clearSession } from "../../../../lib/session.ts"
import { useDeleteAccount } from "../../api/profile.ts"
import { ta, type AccountsKey } from "../../i18n/index.ts"
import { Field } from "../Field.tsx"
import { errorMessage } from "../serverErrors.ts"

/** The server ignores case, accents and spacing (DESIGN §5.2); so does the check before sending. */
const plain = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").replace(/\s+/g, " ").trim().toLowerCase()

/**
 * Account deletion (SPEC §5: the user types their name to confirm). Once erased the tokens are
 * dead: the session is cleared and the login says the account was deleted.
 */
export const DeleteAccount = ({ fullName }: { fullName: string }) => {
  const [open, setOpen] = useState(false)
  const remove = useDeleteAccount()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useSchemaForm(
    v.object({ fullName: v.pipe(v.string(), v.nonEmpty("form.required" satisfies AccountsKey), v.check((n) => plain(n) === plain(fullName), "delete.mismatch" satisfies AccountsKey)) }),
    { fullName: "" }
  )
  const submit = form.handleSubmit(async (values) => {
    if (!(await remove.mutateAsync(values.fullName).catch(() => undefined))) return
    // The login says the account is gone (nothing personal in it, so plain sessionStorage).
    sessionStorage.setItem("vitrine.notice", "erased")
    clearSession()
    queryClient.clear()
    navigate("/", { replace: true })
  })
  if (!open)
    return (
      <>
        <p>{ta("delete.intro")}</p>
        <button type="button" className="danger" onClick={() => setOpen(true)}>
          {ta("delete.start")}
        </button>
      </>
    )
  return (
    <form onSubmit={submit} noValidate aria-label={ta("delete.title")}>
      <p>{ta("delete.intro")}</p>
      <Field label={ta("delete.confirmLabel", { name: fullName })} autoComplete="off" registration={form.register("fullName")} errors={form.formState.errors} />
      {remove.isError && (
        <p className="error" role="alert">
          {remove.error instanceof ApiError && remove.error.code === "account.deletion_name_mismatch" ? ta("delete.mismatch") : errorMessage(remove.error)}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="danger" disabled={form.formState.isSubmitting}>
          {ta("delete.submit")}
        </button>
        <button type="button" className="secondary" onClick={() => setOpen(false)}>
          {ta("delete.cancel")}
        </button>
      </div>
    </form>
  )
}

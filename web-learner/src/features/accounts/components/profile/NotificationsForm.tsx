import { useState } from "react"
import { useSaveNotifications } from "../../api/profile.ts"
import type { Notifications } from "../../api/types.ts"
import { ta } from "../../i18n/index.ts"
import { errorMessage } from "../serverErrors.ts"

const channels = ["email", "sms", "whatsapp", "push"] as const

/** Notification preferences (`PUT /api/me/notifications`). */
export const NotificationsForm = ({ current }: { current: Notifications }) => {
  const [choice, setChoice] = useState<Notifications>(current)
  const save = useSaveNotifications()
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate(choice)
      }}
    >
      <fieldset>
        <legend>{ta("notifications.legend")}</legend>
        {channels.map((c) => (
          <label key={c} className="check">
            <input type="checkbox" checked={choice[c]} onChange={(e) => setChoice({ ...choice, [c]: e.target.checked })} />
            {ta(`notifications.${c}`)}
          </label>
        ))}
      </fieldset>
      {save.isSuccess && (
        <p role="status" className="success">
          {ta("form.saved")}
        </p>
      )}
      {save.isError && (
        <p className="error" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
      <button type="submit" disabled={save.isPending}>
        {ta("form.save")}
      </button>
    </form>
  )
}

import { useId } from "react"
import { useNavigate } from "react-router"
import { t } from "../../../i18n/index.ts"
import { selectedClient, type Client, type Me } from "../api/getMe.ts"
import { useSelectClient } from "../api/selectClient.ts"

/**
 * Change company after login (`PUT /api/me/client`), for a user of more than one client: the
 * choice is kept on the server, and the app goes on to the new client's home screen (`homeOf`: the route knows the modules).
 */
export const ClientSwitch = ({ me, homeOf }: { me: Me; homeOf: (client: Client) => string }) => {
  const select = useSelectClient()
  const navigate = useNavigate()
  const id = useId()
  const current = selectedClient(me)
  if (me.clients.length < 2) return null
  return (
    <div className="field">
      <label htmlFor={id}>{t("client.change")}</label>
      <select
        id={id}
        value={current?.clientId ?? ""}
        disabled={select.isPending}
        onChange={(e) => {
          const next = me.clients.find((c) => c.clientId === e.target.value)
          if (next === undefined) return
          select.mutate(next.clientId, { onSuccess: () => navigate(homeOf(next), { replace: false }) })
        }}
      >
        {current === undefined && <option value="">—</option>}
        {me.clients.map((c) => (
          <option key={c.clientId} value={c.clientId}>
            {c.name}
          </option>
        ))}
      </select>
      {select.isError && (
        <p className="error" role="alert">
          {t("error.generic")}
        </p>
      )}
    </div>
  )
}

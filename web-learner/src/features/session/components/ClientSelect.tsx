import { t } from "../../../i18n/index.ts"
import type { Me } from "../api/getMe.ts"
import { useSelectClient } from "../api/selectClient.ts"

/** After login, when the user belongs to more than one client company (`PUT /api/me/client`). */
export const ClientSelect = ({ me }: { me: Me }) => {
  const select = useSelectClient()
  return (
    <section aria-labelledby="client-title">
      <h1 id="client-title">{t("client.title")}</h1>
      <ul className="choices">
        {me.clients.map((c) => (
          <li key={c.clientId}>
            <button type="button" disabled={select.isPending} onClick={() => select.mutate(c.clientId)}>
              {t("client.choose", { name: c.name })}
            </button>
          </li>
        ))}
      </ul>
      {select.isError && <p className="error" role="alert">{t("error.generic")}</p>}
    </section>
  )
}

import { useQuery } from "@tanstack/react-query"
import { t } from "../i18n/index.ts"
import { api } from "../lib/api-client.ts"
import "./menuBadge.css"

/**
 * A module's count in the menu (a `LearnerModule.badge`: an API path answering `{count}`), shown
 * when above zero, with its words for screen readers. Read again whenever a mutation settles.
 */
export const MenuBadge = ({ path }: { path: string }) => {
  const count = useQuery({ queryKey: ["badge", path], queryFn: () => api<{ count: number }>(path) }).data?.count ?? 0
  if (count <= 0) return null
  return (
    <>
      <span className="menu-badge" aria-hidden="true">{count > 99 ? "99+" : count}</span>
      <span className="visually-hidden"> ({t("nav.badge", { count })})</span>
    </>
  )
}

import { Menu as RaMenu, usePermissions, useResourceDefinitions } from "react-admin"

/** What an auditor opens: the audit screens and the references they filter by. */
const auditorResources = new Set(["sales", "campaigns", "chains", "stores", "products"])

/**
 * react-admin's menu, each role shown what the API lets it read (DESIGN §5.3): auditors audit; the
 * log, which has no country, is a superuser's. Resources without a list (wallets) are not items.
 */
export const Menu = () => {
  const resources = useResourceDefinitions()
  const { permissions } = usePermissions<{ role: string; isSuperuser: boolean }>()
  const allowed = (name: string) =>
    permissions?.isSuperuser === true || (name !== "events" && (permissions?.role === "admin" || auditorResources.has(name)))
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {Object.values(resources)
        .filter((r) => r.hasList && allowed(r.name))
        .map((r) => <RaMenu.ResourceItem key={r.name} name={r.name} />)}
    </RaMenu>
  )
}

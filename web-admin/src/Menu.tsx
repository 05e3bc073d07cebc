import ApproveIcon from "@mui/icons-material/HowToReg"
import GamesIcon from "@mui/icons-material/SportsEsports"
import PaletteIcon from "@mui/icons-material/Palette"
import { Menu as RaMenu, usePermissions, useResourceDefinitions, useTranslate } from "react-admin"

/** What an auditor opens: the audit screens and the references they filter by. */
const auditorResources = new Set(["sales", "campaigns", "chains", "stores", "products", "photos", "photo-types"])

/** What an instructor opens: their own classes and their webinars' lounges (SPEC §6). */
const instructorResources = new Set(["classes", "lounges"])

/**
 * react-admin's menu, each role shown what the API lets it read (DESIGN §5.3): auditors audit; admins
 * read the log of their country's records. Resources without a list (wallets) are not items.
 */
export const Menu = () => {
  const resources = useResourceDefinitions()
  const { permissions } = usePermissions<{ role: string; isSuperuser: boolean }>()
  const translate = useTranslate()
  // The deployment's face (issue 49) is the superuser's alone.
  const allowed = (name: string) =>
    permissions?.isSuperuser === true ||
    (!name.startsWith("branding-") && (permissions?.role === "admin" || (permissions?.role === "instructor" ? instructorResources.has(name) : auditorResources.has(name))))
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {/* The sign-up approval queue (issue 14): admins approve accounts. */}
      {(permissions?.isSuperuser === true || permissions?.role === "admin") && (
        <RaMenu.Item to="/sign-ups" primaryText={translate("vitrine.signups.menu")} leftIcon={<ApproveIcon />} />
      )}
      {/* The games' editor (issue 47): admins build a course of games. */}
      {(permissions?.isSuperuser === true || permissions?.role === "admin") && (
        <RaMenu.Item to="/game-courses/create" primaryText={translate("vitrine.games.menu")} leftIcon={<GamesIcon />} />
      )}
      {permissions?.isSuperuser === true && <RaMenu.Item to="/branding" primaryText={translate("vitrine.branding.menu")} leftIcon={<PaletteIcon />} />}
      {Object.values(resources)
        .filter((r) => r.hasList && allowed(r.name))
        .map((r) => <RaMenu.ResourceItem key={r.name} name={r.name} />)}
    </RaMenu>
  )
}

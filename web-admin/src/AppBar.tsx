import { Box, Chip } from "@mui/material"
import { AppBar as RaAppBar, LocalesMenuButton, TitlePortal, useGetIdentity, usePermissions, useTranslate, UserMenu } from "react-admin"

/** react-admin's app bar plus who is working: role and country (or superuser) from GET /api/me. */
// The user menu's accessible name is the name it shows (axe: label-content-name-mismatch).
export const AppBar = () => {
  const translate = useTranslate()
  const { permissions } = usePermissions<{ role: string; isSuperuser: boolean; country: string }>()
  const { identity } = useGetIdentity()
  const role = permissions?.isSuperuser ? translate("vitrine.app.superuser") : permissions ? translate(`vitrine.roles.${permissions.role}`) : ""
  return (
    <RaAppBar toolbar={<LocalesMenuButton />} userMenu={<UserMenu label={identity?.fullName ?? "ra.auth.user_menu"} />}>
      <TitlePortal />
      {permissions && (
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", mr: 1 }} data-testid="who">
          <Chip size="small" label={role} sx={{ bgcolor: "common.white", color: "text.primary" }} />
          <Chip size="small" label={permissions.isSuperuser ? translate("vitrine.app.all_countries") : permissions.country} sx={{ bgcolor: "common.white", color: "text.primary" }} />
        </Box>
      )}
    </RaAppBar>
  )
}

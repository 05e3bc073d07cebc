import { Box, Chip } from "@mui/material"
import { AppBar as RaAppBar, LocalesMenuButton, TitlePortal, usePermissions, useTranslate } from "react-admin"

/** react-admin's app bar plus who is working: role and country (or superuser) from GET /api/me. */
export const AppBar = () => {
  const translate = useTranslate()
  const { permissions } = usePermissions<{ role: string; isSuperuser: boolean; country: string }>()
  const role = permissions?.isSuperuser ? translate("vitrine.app.superuser") : permissions ? translate(`vitrine.roles.${permissions.role}`) : ""
  return (
    <RaAppBar toolbar={<LocalesMenuButton />}>
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

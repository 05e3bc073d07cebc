import { Box, Chip } from "@mui/material"
import { AppBar as RaAppBar, TitlePortal, useGetIdentity, usePermissions, useTranslate, UserMenu } from "react-admin"
import { LanguageMenu } from "./LanguageMenu.tsx"

/** react-admin's app bar plus who is working: role and country (or superuser) from GET /api/me. */
// The user menu's accessible name is the name it shows (axe: label-content-name-mismatch).
// On a phone the role chip gives way (the country one stays): the bar keeps to one line.
export const AppBar = () => {
  const translate = useTranslate()
  const { permissions } = usePermissions<{ role: string; isSuperuser: boolean; country: string }>()
  const { identity } = useGetIdentity()
  const role = permissions?.isSuperuser ? translate("vitrine.app.superuser") : permissions ? translate(`vitrine.roles.${permissions.role}`) : ""
  const chip = { bgcolor: "common.white", color: "text.primary" }
  return (
    <RaAppBar toolbar={<LanguageMenu />} userMenu={<UserMenu label={identity?.fullName ?? "ra.auth.user_menu"} />}>
      {/* On a phone a long title ends in an ellipsis before the chips: react-admin wraps it in an inline-block as wide as the text, made a block here that ellipsizes itself. */}
      <TitlePortal sx={{ minWidth: 0, "& .RaConfigurable-root": { display: "block", overflow: "hidden", textOverflow: "ellipsis" } }} />
      {permissions && (
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", mr: 1 }} data-testid="who">
          <Chip size="small" label={role} sx={{ ...chip, display: { xs: "none", sm: "inline-flex" } }} />
          <Chip size="small" label={permissions.isSuperuser ? translate("vitrine.app.all_countries") : permissions.country} sx={chip} />
        </Box>
      )}
    </RaAppBar>
  )
}

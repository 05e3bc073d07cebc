import { defaultTheme, type RaThemeOptions } from "react-admin"

// react-admin's default theme with colours dark enough for WCAG AA text contrast (axe, DESIGN §7),
// and the row checkboxes' label moved from MUI's root <span> (where aria-label is not allowed)
// onto the <input> it names.
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: "#1565c0" },
    secondary: { main: "#0d47a1" },
    warning: { main: "#8a4b00" },
    success: { main: "#1b5e20" },
    info: { main: "#01579b" },
    error: { main: "#b71c1c" }
  },
  components: {
    ...defaultTheme.components,
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { "aria-label": undefined },
          input: (ownerState: Record<string, unknown>) => ({ "aria-label": ownerState["aria-label"] as string | undefined })
        }
      }
    }
  }
}

import type { ReactNode } from "react"
import { Layout as RaLayout } from "react-admin"
import { AppBar } from "./AppBar.tsx"
import { Menu } from "./Menu.tsx"

// react-admin's layout takes the width of its widest child (min-width: fit-content), so on a phone a
// long alert or a row of tabs made the whole page scroll sideways. Phones keep the screen's width and
// let such children wrap or scroll inside; wider screens keep react-admin's behaviour.
const fitTheScreen = { minWidth: { xs: 0, md: "fit-content" }, "& .RaLayout-content": { minWidth: { xs: 0, md: "auto" } } }

export const Layout = ({ children }: { children: ReactNode }) => (
  <RaLayout appBar={AppBar} menu={Menu} sx={fitTheScreen}>
    {children}
  </RaLayout>
)

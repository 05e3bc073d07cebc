import PaletteIcon from "@mui/icons-material/Palette"
import { lazy } from "react"

/** Each client company's theme (issue 49): the colours and logo its learners see once they pick it. */
export default {
  list: lazy(() => import("./ClientThemeList.tsx")),
  edit: lazy(() => import("./ClientThemeEdit.tsx")),
  icon: PaletteIcon,
  recordRepresentation: "name"
}

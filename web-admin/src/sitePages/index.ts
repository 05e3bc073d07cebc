import WebIcon from "@mui/icons-material/Web"
import { lazy } from "react"

/** The deployment's public pages (issue 49): hotsites, a partner's landing and sign-ups, the team page. */
export default {
  list: lazy(() => import("./SitePageList.tsx")),
  create: lazy(() => import("./SitePageCreate.tsx")),
  edit: lazy(() => import("./SitePageEdit.tsx")),
  icon: WebIcon,
  recordRepresentation: "title"
}

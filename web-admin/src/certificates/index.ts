import WorkspacePremiumIcon from "@mui/icons-material/WorkspacePremium"
import { lazy } from "react"

export default {
  list: lazy(() => import("./CertificateList.tsx")),
  icon: WorkspacePremiumIcon
}

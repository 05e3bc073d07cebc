import CampaignIcon from "@mui/icons-material/Campaign"
import { lazy } from "react"

export default {
  list: lazy(() => import("./CampaignList.tsx")),
  show: lazy(() => import("./CampaignShow.tsx")),
  icon: CampaignIcon,
  recordRepresentation: "name"
}

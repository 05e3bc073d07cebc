import CampaignIcon from "@mui/icons-material/Campaign"
import { lazy } from "react"

export default {
  list: lazy(() => import("./CampaignList.tsx")),
  show: lazy(() => import("./CampaignShow.tsx")),
  create: lazy(() => import("./CampaignCreate.tsx")),
  edit: lazy(() => import("./CampaignEdit.tsx")),
  icon: CampaignIcon,
  recordRepresentation: "name"
}

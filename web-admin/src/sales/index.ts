import ReceiptIcon from "@mui/icons-material/Receipt"
import { lazy } from "react"

export default {
  list: lazy(() => import("./SaleList.tsx")),
  show: lazy(() => import("./SaleShow.tsx")),
  icon: ReceiptIcon,
  recordRepresentation: "invoiceNumber"
}

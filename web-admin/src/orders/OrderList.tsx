import { useMediaQuery, type Theme } from "@mui/material"
import { Datagrid, List, SearchInput, SimpleList, TextField, useListContext } from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { useFormat } from "../format.ts"
import { BulkOrderButton } from "./BulkOrderButton.tsx"
import { OrderTabs } from "./OrderTabs.tsx"
import { tabOf } from "./statusTabs.ts"

interface Row { id: string; rewardName?: string; userName?: string; quantity: number; points: number }

const filters = [<SearchInput key="q" source="q" alwaysOn />]

/** The bulk action of the tab: approve what awaits approval, ship what is approved. */
const BulkActions = () => {
  const tab = tabOf(useListContext().filterValues["status"])
  return tab.id === "awaiting_approval" ? <BulkOrderButton action="approve" /> : tab.id === "approved" ? <BulkOrderButton action="ship" /> : null
}

const Rows = () => {
  const f = useFormat()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  const tab = tabOf(useListContext().filterValues["status"])
  return phone ? (
    <SimpleList<Row> primaryText={(r) => r.rewardName ?? r.id} secondaryText={(r) => `${r.userName ?? ""} · ${r.quantity}×`} tertiaryText={(r) => f.number(r.points)} linkType="show" />
  ) : (
    <Datagrid rowClick="show" bulkActionButtons={tab.id === "awaiting_approval" || tab.id === "approved" ? <BulkActions /> : false}>
      <TextField source="userName" />
      <TextField source="rewardName" />
      <NumberText source="quantity" />
      <NumberText source="points" />
      <NumberText source="confirmed" />
      <DateText source="placedAt" />
      <StatusField source="status" />
      <TextField source="trackingCode" />
    </Datagrid>
  )
}

/** The orders queue: status tabs with counts, oldest first (a queue is worked from its head). */
const OrderList = () => (
  <List filters={filters} filterDefaultValues={{ status: "awaiting_approval" }} sort={{ field: "placedAt", order: "ASC" }} perPage={25}>
    <OrderTabs />
    <Rows />
  </List>
)
export default OrderList

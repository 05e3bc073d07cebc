import { Alert } from "@mui/material"
import { ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { useFormat } from "../format.ts"
import { OrderActions } from "./OrderActions.tsx"

const NotCovered = () => {
  const record = useRecordContext<{ status: string; confirmed: number }>()
  const translate = useTranslate()
  const f = useFormat()
  if (record?.status !== "awaiting_approval" || record.confirmed >= 0) return null
  return <Alert id="not-covered" severity="warning">{translate("vitrine.orders.not_covered", { confirmed: f.number(record.confirmed) })}</Alert>
}

const Reason = () => {
  const record = useRecordContext<{ reason?: string | null }>()
  return record?.reason ? <Alert severity="info">{record.reason}</Alert> : null
}

const History = () => {
  const record = useRecordContext<{ id: string }>()
  return record ? <EventHistory streamIds={[`order-${record.id}`]} /> : null
}

/** One order as an admin fulfils it: who, what, the points and whether confirmed points cover them. */
const OrderShow = () => (
  <Show actions={<OrderActions />}>
    <SimpleShowLayout>
      <NotCovered />
      <TextField source="id" />
      <TextField source="userName" />
      <ReferenceField source="rewardId" reference="rewards" link="edit"><TextField source="name" /></ReferenceField>
      <ReferenceField source="campaignId" reference="campaigns" link="show"><TextField source="name" /></ReferenceField>
      <NumberText source="quantity" />
      <NumberText source="points" />
      <NumberText source="confirmed" />
      <StatusField source="status" />
      <TextField source="trackingCode" emptyText="—" />
      <DateText source="placedAt" />
      <Reason />
      <History />
    </SimpleShowLayout>
  </Show>
)
export default OrderShow

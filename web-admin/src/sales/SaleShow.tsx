import { Alert, Box, FormControlLabel, Stack, Switch, Typography } from "@mui/material"
import {
  ArrayField, Datagrid, Labeled, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate
} from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { EventHistory } from "../common/EventHistory.tsx"
import { DuplicateWarning } from "./DuplicateWarning.tsx"
import { InvoicePhoto } from "./InvoicePhoto.tsx"
import { SaleActions } from "./SaleActions.tsx"
import { useShortcuts } from "./useShortcuts.ts"

const Reason = () => {
  const record = useRecordContext<{ reason?: string }>()
  return record?.reason ? <Alert severity="info">{record.reason}</Alert> : null
}

const History = () => {
  const record = useRecordContext<{ id: string }>()
  return record ? <EventHistory streamIds={[`sale-${record.id}`]} /> : null
}

/** The shortcuts, and the switch that turns them off (WCAG 2.1.4: single-key shortcuts can be turned off). */
const Shortcuts = () => {
  const translate = useTranslate()
  const [on, setOn] = useShortcuts()
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: "center", flexWrap: "wrap" }}>
      <FormControlLabel control={<Switch checked={on} onChange={(e) => setOn(e.target.checked)} />} label={translate("vitrine.queue.shortcuts")} />
      <Typography variant="caption" color="text.secondary">{translate(on ? "vitrine.sales.shortcuts" : "vitrine.queue.shortcuts_off")}</Typography>
    </Stack>
  )
}

/** One sale as an auditor decides it: lines, points, level, photo, duplicates; A/R/N shortcuts unless turned off. */
const SaleShow = () => (
  <Show actions={<SaleActions />}>
    <SimpleShowLayout>
      <DuplicateWarning />
      <Stack direction={{ xs: "column", md: "row" }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="invoiceNumber" />
            <TextField source="userName" />
            <ReferenceField source="campaignId" reference="campaigns" link="show"><TextField source="name" /></ReferenceField>
            <TextField source="storeName" />
            <TextField source="chainName" />
            <DateText source="saleDate" />
            <DateText source="reportedAt" />
            <StatusField source="status" />
            {/* What the seller wrote with the sale: context to decide (issue 41 item 15). */}
            <TextField source="observation" label="vitrine.context.observation" emptyText="—" data-testid="sale-observation" />
            <Reason />
          </SimpleShowLayout>
        </Box>
        <Box sx={{ flex: 1 }}>
          <Labeled source="photo"><InvoicePhoto /></Labeled>
        </Box>
      </Stack>
      <ArrayField source="lines">
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="sku" label="resources.sales.fields.sku" />
          <NumberText source="quantity" label="resources.sales.fields.quantity" />
          <NumberText source="pointsPerUnit" label="resources.sales.fields.pointsPerUnit" />
        </Datagrid>
      </ArrayField>
      <NumberText source="basePoints" />
      <NumberText source="creditedPoints" />
      <NumberText source="level" />
      <Shortcuts />
      <History />
    </SimpleShowLayout>
  </Show>
)
export default SaleShow

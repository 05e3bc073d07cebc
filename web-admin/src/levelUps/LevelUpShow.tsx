import {
  Datagrid, ReferenceArrayField, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext, useTranslate, Labeled
} from "react-admin"
import { Alert } from "@mui/material"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { LevelUpActions } from "./LevelUpActions.tsx"
import { LevelUpContext } from "./LevelUpContext.tsx"

const Reason = () => {
  const record = useRecordContext<{ reason?: string }>()
  return record?.reason ? <Alert severity="info">{record.reason}</Alert> : null
}

/** A level-up request with the sales it counted and their audit state. */
const LevelUpShow = () => (
  <Show actions={<LevelUpActions />}>
    <SimpleShowLayout>
      <ReferenceField source="userId" reference="accounts" link="show"><TextField source="fullName" /></ReferenceField>
      <ReferenceField source="campaignId" reference="campaigns" link="show"><TextField source="name" /></ReferenceField>
      <NumberText source="toLevel" />
      <DateText source="requestedAt" />
      <StatusField source="status" />
      <LevelUpContext />
      <Reason />
      <Labeled label="vitrine.levelups.counted">
        <ReferenceArrayField source="countedSaleIds" reference="sales">
          <Datagrid rowClick="show" bulkActionButtons={false} sx={{ display: "block", overflowX: "auto", maxWidth: "calc(100vw - 48px)" }}>
            <TextField source="invoiceNumber" />
            <DateText source="saleDate" />
            <NumberText source="creditedPoints" />
            <StatusField source="status" />
          </Datagrid>
        </ReferenceArrayField>
      </Labeled>
    </SimpleShowLayout>
  </Show>
)
export default LevelUpShow

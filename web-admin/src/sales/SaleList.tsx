import { useMediaQuery, type Theme } from "@mui/material"
import {
  SimpleList, BooleanInput, DatagridConfigurable, DateInput, FunctionField, List, ReferenceInput, SearchInput, SelectInput,
  TextField, useTranslate, AutocompleteInput
} from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { BulkApproveButton } from "./BulkApproveButton.tsx"
import { useFormat } from "../format.ts"

const statuses = ["awaiting_approval", "approved", "reproved"]

const useFilters = () => {
  const translate = useTranslate()
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" alwaysOn choices={statuses.map((id) => ({ id, name: translate(`vitrine.status.${id}`) }))} />,
    <ReferenceInput key="c" source="campaignId" reference="campaigns"><AutocompleteInput optionText="name" /></ReferenceInput>,
    <ReferenceInput key="s" source="storeId" reference="stores"><AutocompleteInput optionText="name" /></ReferenceInput>,
    <ReferenceInput key="ch" source="chainId" reference="chains"><AutocompleteInput optionText="name" /></ReferenceInput>,
    <BooleanInput key="d" source="duplicate" />,
    <DateInput key="from" source="reportedAt_gte" />,
    <DateInput key="to" source="reportedAt_lte" />
  ]
}

interface Row { id: string; invoiceNumber: string; userName?: string; storeName?: string; creditedPoints: number; duplicate?: boolean }

/** The audit queue: pending sales, oldest first (a queue is worked from its head); a simple list on phones. */
const SaleList = () => {
  const f = useFormat()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
  <List
    filters={useFilters()}
    filterDefaultValues={{ status: "awaiting_approval" }}
    sort={{ field: "reportedAt", order: "ASC" }}
    perPage={25}
  >
    {phone ? (
      <SimpleList<Row>
        primaryText={(r) => `${r.duplicate ? "⚠ " : ""}${r.invoiceNumber}`}
        secondaryText={(r) => `${r.userName ?? ""} · ${r.storeName ?? ""}`}
        tertiaryText={(r) => f.number(r.creditedPoints)}
        linkType="show"
      />
    ) : (
    <DatagridConfigurable rowClick="show" bulkActionButtons={<BulkApproveButton />}>
      <TextField source="invoiceNumber" />
      <TextField source="userName" />
      <TextField source="storeName" />
      <DateText source="reportedAt" />
      <NumberText source="creditedPoints" />
      <StatusField source="status" />
      <FunctionField source="duplicate" render={(r: { duplicate?: boolean }) => (r.duplicate ? "⚠" : "")} />
    </DatagridConfigurable>
    )}
  </List>
  )
}
export default SaleList

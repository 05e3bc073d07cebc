import {
  BooleanInput, DatagridConfigurable, DateInput, FunctionField, List, ReferenceInput, SearchInput, SelectInput,
  TextField, useTranslate, AutocompleteInput
} from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { BulkApproveButton } from "./BulkApproveButton.tsx"

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

/** The audit queue: pending sales, oldest first (a queue is worked from its head). */
const SaleList = () => (
  <List
    filters={useFilters()}
    filterDefaultValues={{ status: "awaiting_approval" }}
    sort={{ field: "reportedAt", order: "ASC" }}
    perPage={25}
  >
    <DatagridConfigurable rowClick="show" bulkActionButtons={<BulkApproveButton />}>
      <TextField source="invoiceNumber" />
      <TextField source="userName" />
      <TextField source="storeName" />
      <DateText source="reportedAt" />
      <NumberText source="creditedPoints" />
      <StatusField source="status" />
      <FunctionField source="duplicate" render={(r: { duplicate?: boolean }) => (r.duplicate ? "⚠" : "")} />
    </DatagridConfigurable>
  </List>
)
export default SaleList

import { useMediaQuery, type Theme } from "@mui/material"
import {
  SimpleList, BooleanInput, DatagridConfigurable, DateInput, FunctionField, List, ReferenceInput, SearchInput,
  TextField, AutocompleteInput, useGetOne, useListContext
} from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { BulkApproveButton } from "./BulkApproveButton.tsx"
import { BulkReproveButton } from "./BulkReproveButton.tsx"
import { StatusTabs } from "./StatusTabs.tsx"
import { useFormat } from "../format.ts"

/**
 * The campaign picker as wide as the name it shows, within the screen: a fixed width cut the
 * longest ("Spring Sales Drive 2026 / Campagne du printemps 2026") and "Campañ…" at phone widths.
 */
const CampaignFilter = (_: { source: string; alwaysOn?: boolean }) => {
  const id = useListContext().filterValues["campaignId"] as string | undefined
  const { data } = useGetOne<{ id: string; name: string }>("campaigns", { id: id ?? "" }, { enabled: typeof id === "string" && id !== "" })
  const width = data?.name ? `calc(${data.name.length}ch + 88px)` : undefined
  return (
    <ReferenceInput source="campaignId" reference="campaigns">
      <AutocompleteInput optionText="name" sx={{ minWidth: { xs: 0, sm: 320 }, width, maxWidth: "100%" }} />
    </ReferenceInput>
  )
}

// The status is the tabs' (StatusTabs).
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <CampaignFilter key="c" source="campaignId" alwaysOn />,
  <ReferenceInput key="s" source="storeId" reference="stores"><AutocompleteInput optionText="name" /></ReferenceInput>,
  <ReferenceInput key="ch" source="chainId" reference="chains"><AutocompleteInput optionText="name" /></ReferenceInput>,
  <BooleanInput key="d" source="duplicate" />,
  <DateInput key="from" source="reportedAt_gte" />,
  <DateInput key="to" source="reportedAt_lte" />
]

interface Row { id: string; invoiceNumber: string; userName?: string; storeName?: string; campaignName?: string; creditedPoints: number; duplicate?: boolean }

/** Bulk decisions only where there is something to decide: decided sales are final (DESIGN §4.3). */
const BulkDecisions = () => (
  <>
    <BulkApproveButton />
    <BulkReproveButton />
  </>
)

const SaleGrid = () => {
  const f = useFormat()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  const { filterValues } = useListContext()
  const pending = (filterValues["status"] ?? "awaiting_approval") === "awaiting_approval"
  return (
    <>
      <StatusTabs />
      {phone ? (
        <SimpleList<Row>
          primaryText={(r) => `${r.duplicate ? "⚠ " : ""}${r.invoiceNumber}`}
          secondaryText={(r) => `${r.userName ?? ""} · ${r.storeName ?? ""} · ${r.campaignName ?? ""}`}
          tertiaryText={(r) => f.number(r.creditedPoints)}
          linkType="show"
        />
      ) : (
        <DatagridConfigurable rowClick="show" bulkActionButtons={pending ? <BulkDecisions /> : false}>
          <TextField source="invoiceNumber" />
          <TextField source="userName" />
          <TextField source="campaignName" label="resources.sales.fields.campaignId" />
          <TextField source="storeName" />
          <DateText source="reportedAt" />
          <NumberText source="creditedPoints" />
          <StatusField source="status" />
          <FunctionField source="duplicate" render={(r: { duplicate?: boolean }) => (r.duplicate ? "⚠" : "")} />
        </DatagridConfigurable>
      )}
    </>
  )
}

/** The audit queue: opens on the pending sales, oldest first (a queue is worked from its head); a simple list on phones. */
const SaleList = () => (
  <List filters={filters} filterDefaultValues={{ status: "awaiting_approval" }} sort={{ field: "reportedAt", order: "ASC" }} perPage={25}>
    <SaleGrid />
  </List>
)
export default SaleList

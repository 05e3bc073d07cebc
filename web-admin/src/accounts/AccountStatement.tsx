import { MenuItem, TextField as MuiTextField } from "@mui/material"
import { useEffect, useState } from "react"
import { Datagrid, Pagination, ReferenceManyField, TextField, useGetList, useGetMany, useRecordContext, useTranslate } from "react-admin"
import { MovementField } from "../common/MovementField.tsx"
import { DateText, NumberText } from "../common/Points.tsx"

/** The points statement of one of the account's wallets (statement-lines), the campaign picked from them. */
export const AccountStatement = () => {
  const record = useRecordContext<{ id: string }>()
  const translate = useTranslate()
  const { data: wallets } = useGetList<{ id: string; campaignId: string }>(
    "wallets",
    { filter: { userId: record?.id }, pagination: { page: 1, perPage: 50 }, sort: { field: "campaignId", order: "DESC" } },
    { enabled: record !== undefined }
  )
  // The picker names each campaign; its id is what the statement is filtered by.
  const { data: campaigns } = useGetMany<{ id: string; name: string }>(
    "campaigns",
    { ids: wallets?.map((w) => w.campaignId) ?? [] },
    { enabled: (wallets?.length ?? 0) > 0 }
  )
  const nameOf = (id: string) => campaigns?.find((c) => c.id === id)?.name ?? id
  const [campaignId, setCampaignId] = useState("")
  useEffect(() => {
    if (campaignId === "" && wallets?.[0]) setCampaignId(wallets[0].campaignId)
  }, [wallets])
  if (!wallets || wallets.length === 0) return null
  return (
    <>
      <MuiTextField select size="small" label={translate("resources.wallets.fields.campaignId")} value={campaignId} onChange={(e) => setCampaignId(e.target.value)} sx={{ minWidth: 260, my: 1 }} name="statementCampaign">
        {wallets.map((w) => <MenuItem key={w.campaignId} value={w.campaignId}>{nameOf(w.campaignId)}</MenuItem>)}
      </MuiTextField>
      {campaignId !== "" && (
        <ReferenceManyField reference="statement-lines" target="userId" filter={{ campaignId }} label={false} sort={{ field: "id", order: "DESC" }} pagination={<Pagination />}>
          <Datagrid bulkActionButtons={false} rowClick={false} data-testid="statement">
            <DateText source="at" />
            <MovementField source="kind" />
            <TextField source="ref" emptyText="—" />
            <NumberText source="points" />
            <TextField source="note" emptyText="—" />
          </Datagrid>
        </ReferenceManyField>
      )}
    </>
  )
}

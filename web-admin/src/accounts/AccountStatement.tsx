import { MenuItem, TextField as MuiTextField, useMediaQuery, type Theme } from "@mui/material"
import { useEffect, useState } from "react"
import { Datagrid, FunctionField, Pagination, ReferenceManyField, SimpleList, TextField, useGetList, useGetMany, useRecordContext, useTranslate } from "react-admin"
import { MovementField, movementLabel } from "../common/MovementField.tsx"
import { DateText } from "../common/Points.tsx"
import { useFormat } from "../format.ts"

interface Line { id: number; at: string; kind: string; ref: string | null; points: number; note: string | null; confirmedPoints: number | null }

/** The points statement of one of the account's wallets (statement-lines), the campaign picked from them; a simple list on phones. */
export const AccountStatement = () => {
  const record = useRecordContext<{ id: string }>()
  const translate = useTranslate()
  const f = useFormat()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
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
  // A confirmation moves no balance (its points are 0): it says how many points it confirmed.
  const pointsOf = (l: Line) => (l.confirmedPoints === null ? f.number(l.points) : translate("vitrine.statement.confirmed", { points: f.number(l.confirmedPoints) }))
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
          {phone ? (
            <SimpleList<Line>
              primaryText={(l) => [movementLabel(translate, l.kind), l.ref].filter(Boolean).join(" · ")}
              secondaryText={(l) => [f.date(l.at), l.note].filter(Boolean).join(" · ")}
              tertiaryText={pointsOf}
              linkType={false}
              data-testid="statement"
            />
          ) : (
            <Datagrid bulkActionButtons={false} rowClick={false} data-testid="statement">
              <DateText source="at" />
              <MovementField source="kind" />
              <TextField source="ref" emptyText="—" />
              <FunctionField<Line> source="points" render={pointsOf} />
              <TextField source="note" emptyText="—" />
            </Datagrid>
          )}
        </ReferenceManyField>
      )}
    </>
  )
}

import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, Stack, TextField, Typography } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useEffect, useState, type ChangeEvent } from "react"
import { useParams } from "react-router-dom"
import { Title, useGetOne, useNotify, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import type { PointsRow, ReplayAnswer } from "../dataProvider.ts"
import { checkTable, editedRows, parseUpload, type EditedRow } from "./pointsTable.ts"
import { PointsTableEditor } from "./PointsTableEditor.tsx"
import { ReplayDiff } from "./ReplayDiff.tsx"
import { ReplayWarnings } from "./ReplayWarnings.tsx"

/** The replay page: edit (row by row) or upload a corrected points table, dry run, read the diff, apply with a reason. */
const ReplayPage = () => {
  const { id = "" } = useParams()
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useVitrineProvider()
  const { data: campaign } = useGetOne<{ id: string; name: string; pointsTable: PointsRow[] }>("campaigns", { id })
  const [rows, setRows] = useState<EditedRow[]>()
  const [reason, setReason] = useState("")
  const [force, setForce] = useState(false)
  const [diff, setDiff] = useState<ReplayAnswer>()
  useEffect(() => {
    if (campaign && rows === undefined) setRows(editedRows(campaign.pointsTable))
  }, [campaign])
  const { issues, table } = checkTable(rows ?? [])
  const replay = useMutation({
    mutationFn: (apply: boolean) => dataProvider.replayCampaign(id, { pointsTable: table!, ...(apply ? { apply, reason, force } : {}) }),
    onSuccess: ({ data }, apply) => {
      setDiff(data)
      if (!apply) setForce(false)
      if (apply) notify("vitrine.campaigns.applied", { type: "success", messageArgs: { count: data.applied } })
    },
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  // An uploaded file replaces the rows (JSON as the CLI reads it, or CSV); a file of neither is said so.
  const upload = (e: ChangeEvent<HTMLInputElement>) =>
    void e.target.files?.[0]?.text().then((text) => {
      const parsed = parseUpload(text)
      if (parsed) setRows(editedRows(parsed))
      else notify("vitrine.points_table.invalid_file", { type: "error" })
      setDiff(undefined)
    })
  const invalid = table === undefined
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate("vitrine.campaigns.replay_title", { name: campaign?.name ?? id })} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h1">{translate("vitrine.campaigns.replay_title", { name: campaign?.name ?? id })}</Typography>
          {rows && <PointsTableEditor rows={rows} issues={issues} onChange={(r) => (setRows(r), setDiff(undefined))} />}
          <Box>
            <Button component="label" variant="outlined">
              {translate("vitrine.campaigns.upload")}
              <input hidden type="file" accept="application/json,.json,text/csv,.csv" onChange={upload} name="tableFile" />
            </Button>
          </Box>
          <Box><Button variant="contained" disabled={invalid || replay.isPending} onClick={() => replay.mutate(false)}>{translate("vitrine.campaigns.dry_run")}</Button></Box>
          {diff && <ReplayWarnings warnings={diff.warnings} />}
          {diff && <ReplayDiff answer={diff} />}
          {diff && diff.applied === 0 && diff.changed.length > 0 && diff.warnings.length > 0 && (
            <FormControlLabel control={<Checkbox checked={force} onChange={(e) => setForce(e.target.checked)} name="force" />} label={translate("vitrine.campaigns.force")} />
          )}
          {diff && diff.applied === 0 && diff.changed.length > 0 && (
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: "flex-start" }}>
              <TextField label={translate("vitrine.common.reason")} value={reason} onChange={(e) => setReason(e.target.value)} name="reason" sx={{ flex: 1 }} />
              <Button variant="contained" color="warning" disabled={reason.trim() === "" || replay.isPending || (diff.warnings.length > 0 && !force)} onClick={() => replay.mutate(true)}>
                {translate("vitrine.campaigns.apply")}
              </Button>
            </Stack>
          )}
          {diff && diff.applied > 0 && <Alert severity="success">{translate("vitrine.campaigns.applied", { count: diff.applied })}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  )
}
export default ReplayPage

import { Alert, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from "@mui/material"
import { useGetList, usePermissions, useTranslate } from "react-admin"
import { useFormat } from "../format.ts"
import { useEventSummary, useEventType } from "./eventSummary.ts"

export interface LogEvent { id: number; streamId: string; type: string; data: unknown; metadata: { at?: string }; actor?: string; commandId?: string; recordedAt: string }

/** Who reads a record's history: the admins who act on it (their country's records) and superusers (DESIGN §5.3). */
export const canReadLog = (p: { role?: string; isSuperuser?: boolean } | undefined) => p?.isSuperuser === true || p?.role === "admin"

/**
 * A record's history from the log itself (the audit trail: what, when, by whom, which command).
 * "No permission" is said as such, and so is a failure: neither reads as "nothing happened"
 * (issue 41, item 11). On a phone, a list: six columns squeezed into 360 px made each row a screen tall.
 */
export const EventHistory = ({ streamIds }: { streamIds: string[] }) => {
  const { permissions, isPending } = usePermissions<{ role: string; isSuperuser: boolean }>()
  const translate = useTranslate()
  const f = useFormat()
  const summary = useEventSummary()
  const typeName = useEventType()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  const allowed = canReadLog(permissions)
  const { data, error } = useGetList<LogEvent>(
    "events",
    { filter: { streamId: streamIds }, sort: { field: "id", order: "DESC" }, pagination: { page: 1, perPage: 100 } },
    { enabled: allowed }
  )
  if (isPending) return null
  const status = (error as { status?: number } | null)?.status
  const notice = !allowed || status === 403 ? ["warning", "forbidden"] : error ? ["error", "error"] : data?.length === 0 ? ["info", "empty"] : undefined
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>{translate("vitrine.common.events")}</Typography>
      {notice ? (
        <Alert severity={notice[0] as "info"} data-testid="event-history-notice">{translate(`vitrine.history.${notice[1]}`)}</Alert>
      ) : phone ? (
        <List dense data-testid="event-history">
          {(data ?? []).map((e) => (
            <ListItem key={e.id} disableGutters divider>
              <ListItemText
                primary={`${typeName(e.type)} · ${f.date(e.metadata?.at)}`}
                secondary={`${summary(e.data)} · ${e.actor ?? ""}`}
                slotProps={{ secondary: { sx: { wordBreak: "break-word" } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
      <Table size="small" data-testid="event-history">
        <TableHead>
          <TableRow>
            {["type", "at", "recordedAt", "actor", "commandId", "data"].map((k) => <TableCell key={k}>{translate(`vitrine.events.${k}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {(data ?? []).map((e) => (
            <TableRow key={e.id}>
              <TableCell>{typeName(e.type)}</TableCell>
              <TableCell>{f.date(e.metadata?.at)}</TableCell>
              <TableCell>{f.date(e.recordedAt)}</TableCell>
              <TableCell>{e.actor}</TableCell>
              <TableCell sx={{ wordBreak: "break-all" }}>{e.commandId}</TableCell>
              <TableCell sx={{ fontSize: 12, wordBreak: "break-word" }}>{summary(e.data)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      )}
    </>
  )
}

import { List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from "@mui/material"
import { useGetList, usePermissions, useTranslate } from "react-admin"
import { useFormat } from "../format.ts"
import { useEventSummary } from "./eventSummary.ts"

export interface LogEvent { id: number; streamId: string; type: string; data: unknown; metadata: { at?: string }; actor?: string; commandId?: string; recordedAt: string }

/**
 * A record's history from the log itself (the audit trail: what, when, by whom, which command).
 * The log carries no country, so only a superuser reads it (DESIGN §5.3). On a phone, a list:
 * the six columns squeezed into 360 px made each row a screen tall.
 */
export const EventHistory = ({ streamIds }: { streamIds: string[] }) => {
  const { permissions } = usePermissions<{ isSuperuser: boolean }>()
  const translate = useTranslate()
  const f = useFormat()
  const summary = useEventSummary()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  const { data } = useGetList<LogEvent>(
    "events",
    { filter: { streamId: streamIds }, sort: { field: "id", order: "DESC" }, pagination: { page: 1, perPage: 100 } },
    { enabled: permissions?.isSuperuser === true }
  )
  if (!permissions?.isSuperuser) return null
  return (
    <>
      <Typography variant="subtitle2" component="h2" sx={{ mt: 2 }}>{translate("vitrine.common.events")}</Typography>
      {phone ? (
        <List dense data-testid="event-history">
          {(data ?? []).map((e) => (
            <ListItem key={e.id} disableGutters divider>
              <ListItemText
                primary={`${e.type} · ${f.date(e.metadata?.at)}`}
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
              <TableCell>{e.type}</TableCell>
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

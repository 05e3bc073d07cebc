import { Typography, useMediaQuery, type Theme } from "@mui/material"
import { Datagrid, DateInput, List, SimpleList, TextField, TextInput, useRecordContext } from "react-admin"
import { useEventSummary, useEventType } from "../common/eventSummary.ts"
import type { LogEvent } from "../common/EventHistory.tsx"
import { useFormat } from "../format.ts"

const BusinessTime = (_: { label?: string; sortable?: boolean }) => {
  const record = useRecordContext<LogEvent>()
  const f = useFormat()
  return <Typography variant="body2" component="span">{f.date(record?.metadata?.at)}</Typography>
}
const RecordedAt = (_: { label?: string; source?: string }) => {
  const record = useRecordContext<LogEvent>()
  const f = useFormat()
  return <Typography variant="body2" component="span">{f.date(record?.recordedAt)}</Typography>
}
const Summary = (_: { label?: string; sortable?: boolean }) => {
  const record = useRecordContext<LogEvent>()
  const summary = useEventSummary()
  return <Typography variant="body2" component="span" sx={{ fontSize: 12, wordBreak: "break-word" }}>{summary(record?.data)}</Typography>
}
const EventType = (_: { label?: string; source?: string }) => {
  const record = useRecordContext<LogEvent>()
  const typeName = useEventType()
  return <Typography variant="body2" component="span">{record ? typeName(record.type) : ""}</Typography>
}
// Ids and command ids are long unbroken strings: they break anywhere rather than widen the table.
const breakAnywhere = { wordBreak: "break-all" } as const

const filters = [
  <TextInput key="streamId" source="streamId" alwaysOn />,
  <TextInput key="type" source="type" alwaysOn />,
  <TextInput key="actor" source="actor" />,
  <TextInput key="commandId" source="commandId" />,
  <DateInput key="from" source="recordedAt_gte" />,
  // The log records instants: "until" a day means to its last millisecond.
  <DateInput key="until" source="recordedAt_lte" parse={(v: string) => (v ? `${v}T23:59:59.999Z` : v)} />
]

/** The log, newest first: the audit trail across records (a country admin's: their country's records); a simple list on phones. */
const EventList = () => {
  const f = useFormat()
  const summary = useEventSummary()
  const typeName = useEventType()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
  <List filters={filters} sort={{ field: "id", order: "DESC" }} perPage={50}>
    {phone ? (
      <SimpleList<LogEvent>
        primaryText={(e) => `${typeName(e.type)} · ${e.streamId}`}
        secondaryText={(e) => summary(e.data)}
        tertiaryText={(e) => f.date(e.metadata?.at)}
        linkType={false}
      />
    ) : (
    // At 1280 px the log fits the screen (issue 41, item 19): the data column takes what is left,
    // and the long ids wrap inside their own columns.
    <Datagrid bulkActionButtons={false} rowClick={false} sx={{ tableLayout: "fixed", width: "100%", "& td": { verticalAlign: "top" } }}>
      <TextField source="id" sx={{ width: 64 }} />
      <TextField source="streamId" sx={breakAnywhere} />
      <EventType source="type" label="resources.events.fields.type" />
      <BusinessTime label="vitrine.events.at" sortable={false} />
      <RecordedAt source="recordedAt" label="vitrine.events.recordedAt" />
      <TextField source="actor" sortable={false} sx={breakAnywhere} />
      <TextField source="commandId" sortable={false} sx={breakAnywhere} />
      <Summary label="vitrine.events.data" sortable={false} />
    </Datagrid>
    )}
  </List>
  )
}
export default EventList

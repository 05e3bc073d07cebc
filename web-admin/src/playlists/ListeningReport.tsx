import DownloadIcon from "@mui/icons-material/GetApp"
import { BooleanField, Button, Datagrid, downloadCSV, NumberField, Pagination, ReferenceManyField, TextField, useDataProvider, useRecordContext } from "react-admin"
import { DateText } from "../common/Points.tsx"

interface Listening { id: string; userId: string; userName?: string | null; audioId: string; audioTitle: string; positionSeconds: number; percent: number; completed: boolean; updatedAt: string }

const cell = (v: unknown) => `"${String(v ?? "").replaceAll('"', '""')}"`

/** The report's CSV: every learner's last position in every audio of the playlist. */
const ExportReport = () => {
  const record = useRecordContext<{ id: string }>()
  const dataProvider = useDataProvider()
  const run = async () => {
    const { data } = await dataProvider.getList<Listening>("listenings", { filter: { playlistId: record!.id }, sort: { field: "updatedAt", order: "DESC" }, pagination: { page: 1, perPage: 1000 } })
    const rows = data.map((r) => [r.userId, r.userName, r.audioId, r.audioTitle, r.positionSeconds, r.percent, r.completed, r.updatedAt].map(cell).join(","))
    downloadCSV(["userId,userName,audioId,audioTitle,positionSeconds,percent,completed,updatedAt", ...rows].join("\n"), `listening-${record!.id}`)
  }
  return <Button label="vitrine.content.export" onClick={() => void run()}><DownloadIcon /></Button>
}

/** The listening report (DESIGN §4.10): who listened to what, how far, and who finished. */
export const ListeningReport = () => (
  <>
    <ExportReport />
    <ReferenceManyField reference="listenings" target="playlistId" sort={{ field: "updatedAt", order: "DESC" }} perPage={50} pagination={<Pagination />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="userName" />
        <TextField source="userId" />
        <TextField source="audioTitle" />
        <NumberField source="positionSeconds" />
        <NumberField source="percent" />
        <BooleanField source="completed" />
        <DateText source="updatedAt" />
      </Datagrid>
    </ReferenceManyField>
  </>
)

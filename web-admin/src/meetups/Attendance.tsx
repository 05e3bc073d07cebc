import DownloadIcon from "@mui/icons-material/GetApp"
import { Button, Datagrid, downloadCSV, NumberField, Pagination, ReferenceManyField, TextField, useDataProvider, useRecordContext } from "react-admin"
import { DateText } from "../common/Points.tsx"

interface CheckIn { userId: string; userName?: string | null; level: number; checkedInAt: string }

const cell = (v: unknown) => `"${String(v ?? "").replaceAll('"', '""')}"`

/** The attendance list's CSV: every check-in of the meetup, first arrival first. */
const ExportAttendance = () => {
  const record = useRecordContext<{ id: string }>()
  const dataProvider = useDataProvider()
  const run = async () => {
    const { data } = await dataProvider.getList<CheckIn & { id: string }>("check-ins", {
      filter: { meetupId: record!.id }, sort: { field: "checkedInAt", order: "ASC" }, pagination: { page: 1, perPage: 1000 }
    })
    const rows = data.map((r) => [r.userId, r.userName, r.level, r.checkedInAt].map(cell).join(","))
    downloadCSV(["userId,userName,level,checkedInAt", ...rows].join("\n"), `attendance-${record!.id}`)
  }
  return <Button label="vitrine.meetups.export" onClick={() => void run()}><DownloadIcon /></Button>
}

/** Who checked in, refreshed while the screen is open. */
export const Attendance = () => (
  <>
    <ExportAttendance />
    <ReferenceManyField reference="check-ins" target="meetupId" sort={{ field: "checkedInAt", order: "ASC" }} perPage={50} pagination={<Pagination />} queryOptions={{ refetchInterval: 5000 }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="userName" />
        <TextField source="userId" />
        <NumberField source="level" />
        <DateText source="checkedInAt" />
      </Datagrid>
    </ReferenceManyField>
  </>
)

import RemoveIcon from "@mui/icons-material/Delete"
import { Button as MuiButton } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { BooleanField, Show, Tab, TabbedShowLayout, TextField, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate, WithRecord } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { EventHistory } from "../common/EventHistory.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"

/** Removing takes the file out of the learners' library; the console keeps it, marked. */
const LibraryFileActions = () => {
  const record = useRecordContext<{ id: string; removed: boolean }>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const remove = useMutation({
    mutationFn: () => dataProvider.removeLibraryFile(record!.id),
    onSuccess: () => (notify("vitrine.content.removed", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  return (
    <TopToolbar>
      {record && !record.removed && (
        <MuiButton color="error" startIcon={<RemoveIcon />} onClick={() => remove.mutate()} disabled={remove.isPending}>
          {translate("vitrine.content.remove")}
        </MuiButton>
      )}
    </TopToolbar>
  )
}

const LibraryFileShow = () => (
  <Show actions={<LibraryFileActions />}>
    <TabbedShowLayout>
      <Tab label="vitrine.content.tab_file">
        <TextField source="title" />
        <TextField source="category" />
        <TextField source="kind" />
        <TextField source="fileName" />
        <TextField source="clientName" />
        <BooleanField source="removed" />
        <DateText source="addedAt" />
      </Tab>
      <Tab label="vitrine.content.tab_history" path="history">
        <WithRecord render={(r) => <EventHistory streamIds={[`libraryfile-${r.id}`]} />} />
      </Tab>
    </TabbedShowLayout>
  </Show>
)
export default LibraryFileShow

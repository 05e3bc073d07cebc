import { Alert, Box, Stack } from "@mui/material"
import { Labeled, ReferenceField, Show, SimpleShowLayout, TextField, useRecordContext } from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { EventHistory } from "../common/EventHistory.tsx"
import { PhotoActions } from "./PhotoActions.tsx"
import { StorePhoto } from "./StorePhoto.tsx"
import { WeekOfStore } from "./WeekOfStore.tsx"

interface Photo { id: string; fileId: string | null; photoTypeName?: string; storeName?: string; reason?: string }

const Picture = (_: { source?: string }) => {
  const record = useRecordContext<Photo>()
  return record ? <StorePhoto fileId={record.fileId} alt={`${record.photoTypeName ?? ""} · ${record.storeName ?? ""}`} large /> : null
}

const Reason = () => {
  const record = useRecordContext<Photo>()
  return record?.reason ? <Alert severity="info">{record.reason}</Alert> : null
}

const History = () => {
  const record = useRecordContext<Photo>()
  return record ? <EventHistory streamIds={[`photo-${record.id}`]} /> : null
}

/** One store photo as an auditor decides it: the picture zoomable, who and where, and the store's week. */
const PhotoShow = () => (
  <Show actions={<PhotoActions />}>
    <SimpleShowLayout>
      <Stack direction={{ xs: "column", md: "row" }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <Labeled source="fileId"><Picture /></Labeled>
        </Box>
        <Box sx={{ flex: 1 }}>
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="photoTypeName" />
            <TextField source="storeName" />
            <TextField source="chainName" />
            <TextField source="userName" />
            <ReferenceField source="campaignId" reference="campaigns" link="show"><TextField source="name" /></ReferenceField>
            <TextField source="week" />
            <DateText source="uploadedAt" />
            <StatusField source="status" />
            <NumberText source="points" />
            <Reason />
          </SimpleShowLayout>
        </Box>
      </Stack>
      <WeekOfStore />
      <History />
    </SimpleShowLayout>
  </Show>
)
export default PhotoShow

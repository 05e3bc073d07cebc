import { Box, Stack } from "@mui/material"
import { Labeled, NumberField, Show, SimpleShowLayout, TextField } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { Attendance } from "./Attendance.tsx"
import { CheckInCode } from "./CheckInCode.tsx"

/** A meetup's live check-in screen: the code and its QR beside the attendance list. */
const MeetupShow = () => (
  <Show>
    <SimpleShowLayout>
      <Stack direction={{ xs: "column", md: "row" }} spacing={3}>
        <Box sx={{ flex: 1 }}>
          <CheckInCode />
        </Box>
        <Box sx={{ flex: 1 }}>
          <SimpleShowLayout sx={{ p: 0 }}>
            <TextField source="title" />
            <TextField source="country" />
            <DateText source="startsAt" />
            <DateText source="endsAt" />
            <TextField source="place" />
            <NumberField source="minLevel" />
            <NumberField source="capacity" />
            <NumberField source="checkIns" />
          </SimpleShowLayout>
        </Box>
      </Stack>
      <Labeled label="vitrine.meetups.attendance"><Attendance /></Labeled>
    </SimpleShowLayout>
  </Show>
)
export default MeetupShow

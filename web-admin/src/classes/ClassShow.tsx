import { Button as MuiButton, Stack } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import {
  BooleanField,
  Datagrid,
  FunctionField,
  Labeled,
  NumberField,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate
} from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import ClassUnlocks from "./ClassUnlocks.tsx"
import { movesOf } from "./states.ts"

interface ClassRecord { id: string; type: string; status: string }
interface Seat { id: string; classId: string; userId: string; subscribed: boolean; present: boolean }

/** The moves the class's state allows, as the instructor or an admin makes them. */
const Moves = () => {
  const record = useRecordContext<ClassRecord>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const move = useMutation({
    mutationFn: (to: string) => dataProvider.moveClass(record!.id, to),
    onSuccess: () => (notify("vitrine.classes.moved", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  if (!record) return <TopToolbar />
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {movesOf(record.type, record.status).map((to) => (
          <MuiButton key={to} variant="outlined" disabled={move.isPending} onClick={() => move.mutate(to)}>
            {translate("vitrine.classes.move", { state: translate(`vitrine.classes.status.${to}`) })}
          </MuiButton>
        ))}
      </Stack>
    </TopToolbar>
  )
}

/** One learner's presence: validated by the class's instructor once the class has begun. */
const Presence = () => {
  const seat = useRecordContext<Seat>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const validate = useMutation({
    mutationFn: () => dataProvider.validatePresence(seat!.classId, seat!.userId),
    onSuccess: () => (notify("vitrine.classes.validated", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  if (!seat || !seat.subscribed) return null
  if (seat.present) return <span>{translate("vitrine.classes.validated")}</span>
  return (
    <MuiButton size="small" variant="contained" disabled={validate.isPending} onClick={() => validate.mutate()} aria-label={`${translate("vitrine.classes.validate")}: ${seat.userId}`}>
      {translate("vitrine.classes.validate")}
    </MuiButton>
  )
}

/** A class: its schedule, its state moves, and its attendance with the presence each learner gets. */
const ClassShow = () => {
  const translate = useTranslate()
  return (
    <Show actions={<Moves />}>
      <SimpleShowLayout>
        <TextField source="title" />
        <FunctionField source="status" render={(r: ClassRecord) => translate(`vitrine.classes.status.${r.status}`)} />
        <FunctionField source="type" render={(r: ClassRecord) => translate(`vitrine.classes.type_${r.type}`)} />
        <TextField source="courseTitle" emptyText="—" />
        <TextField source="date" />
        <TextField source="startTime" />
        <TextField source="endTime" />
        <TextField source="timeZone" />
        <TextField source="address" emptyText="—" />
        <TextField source="link" emptyText="—" />
        <TextField source="instructorName" />
        <NumberField source="vacancy" />
        <NumberField source="subscribed" />
        <BooleanField source="inviteOnly" />
        <Labeled source="authorizedActivities">
          <ClassUnlocks />
        </Labeled>
        <Labeled label="vitrine.classes.attendance">
          <ReferenceManyField reference="classes-seats" target="classId" sort={{ field: "userName", order: "ASC" }} perPage={100}>
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="userName" />
              <TextField source="userId" />
              <BooleanField source="subscribed" />
              <BooleanField source="present" />
              <Presence />
            </Datagrid>
          </ReferenceManyField>
        </Labeled>
      </SimpleShowLayout>
    </Show>
  )
}
export default ClassShow

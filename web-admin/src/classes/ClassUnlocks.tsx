import { Button as MuiButton, Stack } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

interface Authorized { activityId: string; title: string; unlocked: boolean | number }

/** The course's activities marked `instructorAuthorized`: the instructor opens each for the class's learners (DESIGN §4.9). */
const ClassUnlocks = () => {
  const record = useRecordContext<{ id: string; authorizedActivities: ReadonlyArray<Authorized> | null }>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const unlock = useMutation({
    mutationFn: (activityId: string) => dataProvider.unlockClassActivity(record!.id, activityId),
    onSuccess: () => (notify("vitrine.classes.unlocked", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  const activities = record?.authorizedActivities ?? []
  if (activities.length === 0) return <span>—</span>
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
      {activities.map((a) =>
        a.unlocked ? (
          <span key={a.activityId}>
            {a.title}: {translate("vitrine.classes.unlocked")}
          </span>
        ) : (
          <MuiButton key={a.activityId} variant="outlined" disabled={unlock.isPending} onClick={() => unlock.mutate(a.activityId)}>
            {translate("vitrine.classes.unlock", { activity: a.title })}
          </MuiButton>
        )
      )}
    </Stack>
  )
}
export default ClassUnlocks

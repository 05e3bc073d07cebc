import StopIcon from "@mui/icons-material/StopCircle"
import { Button } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { Show, TopToolbar, useNotify, usePermissions, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import { LoungeLive } from "./LoungeLive.tsx"

/** Closes an open lounge: it takes no more lines, questions or answers. Admins close; the instructor answers and moderates. */
const LoungeActions = () => {
  const record = useRecordContext<{ id: string; status: string }>()
  const { permissions } = usePermissions<{ role: string; isSuperuser: boolean }>()
  const admin = permissions?.isSuperuser === true || permissions?.role === "admin"
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const close = useMutation({
    mutationFn: () => dataProvider.closeLounge(record!.id),
    onSuccess: () => (notify("vitrine.lounges.closed_done", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  return <TopToolbar>{admin && record?.status === "open" && <Button startIcon={<StopIcon />} disabled={close.isPending} onClick={() => close.mutate()}>{translate("vitrine.lounges.close")}</Button>}</TopToolbar>
}

/** The instructor's live view of a lounge: questions to answer and the chat to moderate, kept live by the lounge's event stream. */
const LoungeShow = () => (
  <Show actions={<LoungeActions />}>
    <LoungeLiveOfRecord />
  </Show>
)

const LoungeLiveOfRecord = () => {
  const record = useRecordContext<{ id: string }>()
  return record ? <LoungeLive key={record.id} classId={record.id} /> : null
}
export default LoungeShow

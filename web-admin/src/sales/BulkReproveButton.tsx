import RejectIcon from "@mui/icons-material/ThumbDown"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, useListContext, useNotify, useRefresh, useTranslate } from "react-admin"
import { ReasonDialog } from "../common/ReasonDialog.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"
import type { BulkResult } from "../dataProvider.ts"
import { BulkResults } from "./BulkResults.tsx"

/** Reproves the selection with one reason (the dialog is the confirmation), then says what it did. */
export const BulkReproveButton = () => {
  const { selectedIds, onUnselectItems } = useListContext()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState(false)
  const [failed, setFailed] = useState<BulkResult[]>([])
  const { mutate, isPending } = useMutation({
    mutationFn: (reason: string) => dataProvider.reproveSales(selectedIds, reason),
    onSuccess: ({ data }) => {
      const bad = data.filter((r) => !r.ok)
      notify("vitrine.queue.bulk_reproved", { type: bad.length ? "warning" : "success", messageArgs: { ok: data.length - bad.length, failed: bad.length } })
      setAsking(false)
      setFailed(bad)
      onUnselectItems()
      refresh()
    },
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  return (
    <>
      <Button label="vitrine.queue.bulk_reprove" onClick={() => setAsking(true)} disabled={isPending}><RejectIcon /></Button>
      <ReasonDialog
        open={asking}
        title={translate("vitrine.queue.bulk_reprove_title", { smart_count: selectedIds.length })}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => mutate(reason)}
        busy={isPending}
      />
      <BulkResults title="vitrine.queue.bulk_reprove_results" failed={failed} onClose={() => setFailed([])} />
    </>
  )
}

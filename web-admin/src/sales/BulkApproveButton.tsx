import CheckIcon from "@mui/icons-material/DoneAll"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, Confirm, useListContext, useNotify, useRefresh } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"
import type { BulkResult } from "../dataProvider.ts"
import { BulkResults } from "./BulkResults.tsx"

/**
 * Approves the selection in one request, after a confirmation that says how many (a bulk action
 * confirms, DESIGN §7); then says what it did, the refusals listed with their reasons.
 */
export const BulkApproveButton = () => {
  const { selectedIds, onUnselectItems } = useListContext()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const [asking, setAsking] = useState(false)
  const [failed, setFailed] = useState<BulkResult[]>([])
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.approveSales(selectedIds),
    onSuccess: ({ data }) => {
      const bad = data.filter((r) => !r.ok)
      notify("vitrine.sales.bulk_done", { type: bad.length ? "warning" : "success", messageArgs: { ok: data.length - bad.length, failed: bad.length } })
      setAsking(false)
      setFailed(bad)
      onUnselectItems()
      refresh()
    },
    onError: (e: Error) => (setAsking(false), notify(e.message, { type: "error" }))
  })
  return (
    <>
      <Button label="vitrine.sales.bulk_approve" onClick={() => setAsking(true)} disabled={isPending}><CheckIcon /></Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="vitrine.queue.bulk_confirm_title"
        titleTranslateOptions={{ smart_count: selectedIds.length }}
        content="vitrine.queue.bulk_confirm"
        onConfirm={() => mutate()}
        onClose={() => setAsking(false)}
      />
      <BulkResults title="vitrine.sales.bulk_title" failed={failed} onClose={() => setFailed([])} />
    </>
  )
}

import ApproveIcon from "@mui/icons-material/ThumbUp"
import RejectIcon from "@mui/icons-material/ThumbDown"
import NextIcon from "@mui/icons-material/SkipNext"
import { useMutation } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { Button, TopToolbar, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from "react-admin"
import { ReasonDialog } from "../common/ReasonDialog.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"

interface Sale { id: string; status: string; invoiceNumber: string }

/** Approve, reprove (with a reason) and next; A, R and N do the same from the keyboard. */
export const SaleActions = () => {
  const record = useRecordContext<Sale>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const redirect = useRedirect()
  const translate = useTranslate()
  const [reproving, setReproving] = useState(false)
  const pending = record?.status === "awaiting_approval"

  // The queue's head other than this sale (oldest first), or back to the list when it is empty.
  const next = async () => {
    const { data } = await dataProvider.getList("sales", {
      filter: { status: "awaiting_approval" }, sort: { field: "reportedAt", order: "ASC" }, pagination: { page: 1, perPage: 2 }
    })
    const other = data.find((s) => s.id !== record?.id)
    redirect(other ? `/sales/${encodeURIComponent(String(other.id))}/show` : "/sales")
  }
  const onError = (e: Error) => notify(e.message, { type: "error" })
  const approve = useMutation({
    mutationFn: () => dataProvider.approveSale(record!.id),
    onSuccess: () => (notify("vitrine.sales.approved", { type: "success" }), refresh()),
    onError
  })
  const reprove = useMutation({
    mutationFn: (reason: string) => dataProvider.reproveSale(record!.id, reason),
    onSuccess: () => (setReproving(false), notify("vitrine.sales.reproved", { type: "success" }), refresh()),
    onError
  })

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null
      if (reproving || e.ctrlKey || e.metaKey || e.altKey || target?.closest("input, textarea, [contenteditable]")) return
      const key = e.key.toLowerCase()
      if (!["a", "r", "n"].includes(key)) return
      // The key must not also type into the reason field the dialog focuses.
      e.preventDefault()
      if (key === "a" && pending && !approve.isPending) approve.mutate()
      else if (key === "r" && pending) setReproving(true)
      else if (key === "n") void next()
    }
    window.addEventListener("keydown", onKey)
    return () => window.removeEventListener("keydown", onKey)
  })

  return (
    <TopToolbar>
      {/* Named by hand: on a phone react-admin's Button is an icon alone, and loses its name when disabled (axe: button-name). */}
      <Button label="vitrine.sales.approve" aria-label={translate("vitrine.sales.approve")} onClick={() => approve.mutate()} disabled={!pending || approve.isPending}><ApproveIcon /></Button>
      <Button label="vitrine.sales.reprove" aria-label={translate("vitrine.sales.reprove")} onClick={() => setReproving(true)} disabled={!pending}><RejectIcon /></Button>
      <Button label="vitrine.sales.next" onClick={() => void next()}><NextIcon /></Button>
      <ReasonDialog
        open={reproving}
        title={translate("vitrine.sales.reprove_title", { invoice: record?.invoiceNumber ?? "" })}
        onClose={() => setReproving(false)}
        onConfirm={(reason) => reprove.mutate(reason)}
        busy={reprove.isPending}
      />
    </TopToolbar>
  )
}

import ApproveIcon from "@mui/icons-material/ThumbUp"
import RejectIcon from "@mui/icons-material/ThumbDown"
import NextIcon from "@mui/icons-material/SkipNext"
import { useMutation } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { Button, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { ReasonDialog } from "../common/ReasonDialog.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"
import { useNextSale } from "./useNextSale.ts"
import { useShortcuts } from "./useShortcuts.ts"

interface Sale { id: string; status: string; invoiceNumber: string }

/**
 * Something open over the page: a dialog (the photo's zoom), a popover menu, a phone's drawer (MUI
 * modals), an autocomplete's options. The sidebar's own role=menu is always there: not a popup.
 */
const popupOpen = () => document.querySelector("[role=dialog], .MuiModal-root:not(.MuiModal-hidden), .MuiAutocomplete-popper") !== null

/** A key meant for something else: typing or a form control, something open over the page, a modifier. */
const elsewhere = (e: KeyboardEvent) => {
  const target = e.target as HTMLElement | null
  return e.ctrlKey || e.metaKey || e.altKey || target?.closest("input, textarea, select, [contenteditable]") != null || popupOpen()
}

/** Approve, reprove (with a reason) and next; A, R and N do the same from the keyboard unless turned off. */
export const SaleActions = () => {
  const record = useRecordContext<Sale>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const [reproving, setReproving] = useState(false)
  const [shortcuts] = useShortcuts()
  const next = useNextSale(record?.id)
  const pending = record?.status === "awaiting_approval"

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
    if (!shortcuts) return
    const onKey = (e: KeyboardEvent) => {
      if (reproving || elsewhere(e)) return
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

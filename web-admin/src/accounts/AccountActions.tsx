import ApproveIcon from "@mui/icons-material/HowToReg"
import BlockIcon from "@mui/icons-material/Block"
import UnblockIcon from "@mui/icons-material/LockOpen"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, TopToolbar, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { ReasonDialog } from "../common/ReasonDialog.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"
import { EraseAccountButton } from "./EraseAccountButton.tsx"

/** Approve an account awaiting approval, block with a reason, unblock, erase on the holder's behalf. */
export const AccountActions = () => {
  const record = useRecordContext<{ id: string; status: string }>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const translate = useTranslate()
  const [blocking, setBlocking] = useState(false)
  const done = (message: string) => () => (setBlocking(false), notify(message, { type: "success" }), refresh())
  const onError = (e: Error) => notify(e.message, { type: "error" })
  const approve = useMutation({ mutationFn: () => dataProvider.approveAccount(record!.id), onSuccess: done("vitrine.accounts.approved"), onError })
  const block = useMutation({ mutationFn: (r: string) => dataProvider.blockAccount(record!.id, r), onSuccess: done("vitrine.accounts.blocked"), onError })
  const unblock = useMutation({ mutationFn: () => dataProvider.unblockAccount(record!.id), onSuccess: done("vitrine.accounts.unblocked"), onError })
  const status = record?.status
  // An erased account has no one to approve, block or unblock.
  if (status === "erased") return <TopToolbar />
  return (
    <TopToolbar>
      {status === "awaiting_approval" && <Button label="vitrine.accounts.approve" onClick={() => approve.mutate()}><ApproveIcon /></Button>}
      {status !== "blocked" && <Button label="vitrine.accounts.block" onClick={() => setBlocking(true)}><BlockIcon /></Button>}
      {status === "blocked" && <Button label="vitrine.accounts.unblock" onClick={() => unblock.mutate()}><UnblockIcon /></Button>}
      <EraseAccountButton />
      <ReasonDialog open={blocking} title={translate("vitrine.accounts.block")} onClose={() => setBlocking(false)} onConfirm={(r) => block.mutate(r)} busy={block.isPending} />
    </TopToolbar>
  )
}

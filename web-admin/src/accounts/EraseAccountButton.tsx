import DeleteForeverIcon from "@mui/icons-material/DeleteForever"
import { Alert, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Button as MuiButton, TextField } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

/** As the server compares the typed name (domain/account/selfService.ts): case, accents and spacing aside. */
const comparable = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim()

/**
 * Erases the account on its holder's behalf (`accounts/:id/erase`): the holder's personal data goes
 * for good, so the admin confirms by typing the holder's full name, as the holder would.
 */
export const EraseAccountButton = () => {
  const record = useRecordContext<{ id: string; fullName: string; status: string }>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useVitrineProvider()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState("")
  const close = () => (setOpen(false), setTyped(""))
  const erase = useMutation({
    mutationFn: () => dataProvider.eraseAccount(record!.id, typed),
    onSuccess: () => (close(), notify("vitrine.erase.done", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  if (!record || record.status === "erased") return null
  const matches = comparable(typed) !== "" && comparable(typed) === comparable(record.fullName ?? "")
  return (
    <>
      <Button label="vitrine.erase.button" color="error" onClick={() => setOpen(true)}><DeleteForeverIcon /></Button>
      <Dialog open={open} onClose={close} aria-labelledby="erase-title" fullWidth>
        <DialogTitle id="erase-title">{translate("vitrine.erase.title")}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>{translate("vitrine.erase.text")}</Alert>
          <DialogContentText>{translate("vitrine.erase.type_name", { name: record.fullName })}</DialogContentText>
          <TextField
            autoFocus fullWidth margin="dense" name="fullName" label={translate("resources.accounts.fields.fullName")} value={typed}
            onChange={(e) => setTyped(e.target.value)} error={typed !== "" && !matches} helperText={typed !== "" && !matches ? translate("vitrine.erase.mismatch") : " "}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>{translate("vitrine.common.cancel")}</MuiButton>
          <MuiButton variant="contained" color="error" disabled={!matches || erase.isPending} onClick={() => erase.mutate()}>
            {translate("vitrine.erase.confirm")}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  )
}

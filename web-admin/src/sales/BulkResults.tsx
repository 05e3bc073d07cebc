import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from "@mui/material"
import { useTranslate } from "react-admin"
import type { BulkResult } from "../dataProvider.ts"

/** The sales a bulk decision could not decide, each with the reason the API gave. */
export const BulkResults = ({ title, failed, onClose }: { title: string; failed: BulkResult[]; onClose: () => void }) => {
  const translate = useTranslate()
  return (
    <Dialog open={failed.length > 0} onClose={onClose} aria-labelledby="bulk-title">
      <DialogTitle id="bulk-title">{translate(title)}</DialogTitle>
      <DialogContent>
        <List dense>
          {failed.map((r) => <ListItem key={r.id}><ListItemText primary={r.invoiceNumber ?? r.id} secondary={r.message ?? r.code} /></ListItem>)}
        </List>
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate("vitrine.sales.close")}</Button></DialogActions>
    </Dialog>
  )
}

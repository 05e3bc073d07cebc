import { Button, Dialog, DialogActions, DialogContent, Typography } from "@mui/material"
import { useState } from "react"
import { useTranslate } from "react-admin"
import { useAuthedImage } from "../sales/InvoicePhoto.tsx"

/** A store photo's thumbnail (or its full image, `large`); a click opens it zoomed. */
export const StorePhoto = ({ fileId, alt, large = false }: { fileId: string | null | undefined; alt: string; large?: boolean }) => {
  const translate = useTranslate()
  const [zoom, setZoom] = useState(false)
  const path = fileId ? `/api/files/${encodeURIComponent(fileId)}` : undefined
  const shown = useAuthedImage(path === undefined ? undefined : large ? path : `${path}/thumbnail`)
  const full = useAuthedImage(zoom ? path : undefined)
  if (!fileId) return <Typography variant="body2" color="text.secondary">{translate("vitrine.photos.no_file")}</Typography>
  return (
    <>
      <Button onClick={() => setZoom(true)} aria-label={translate("vitrine.photos.zoom", { name: alt })} sx={{ p: 0 }}>
        {shown && <img src={shown} alt={alt} style={{ maxWidth: large ? "100%" : 160, maxHeight: large ? 420 : 120 }} />}
      </Button>
      <Dialog open={zoom} onClose={() => setZoom(false)} maxWidth="lg" slotProps={{ paper: { "aria-label": translate("vitrine.photos.zoom", { name: alt }) } }}>
        <DialogContent>{full && <img src={full} alt={alt} style={{ maxWidth: "100%" }} />}</DialogContent>
        <DialogActions><Button onClick={() => setZoom(false)}>{translate("vitrine.sales.close")}</Button></DialogActions>
      </Dialog>
    </>
  )
}

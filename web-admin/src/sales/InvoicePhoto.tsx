import { Button, Dialog, DialogActions, DialogContent, Typography } from "@mui/material"
import { useEffect, useState } from "react"
import { useRecordContext, useTranslate } from "react-admin"
import { authedFetch } from "../authedFetch.ts"

/** An image the API serves behind the bearer token, as an object URL (an <img src> sends no token). */
export const useAuthedImage = (url: string | undefined) => {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    if (!url) return
    let objectUrl: string | undefined
    let live = true
    authedFetch(url)
      .then((r) => (r.ok ? r.blob() : undefined))
      .then((blob) => {
        if (blob && live) setSrc((objectUrl = URL.createObjectURL(blob)))
      })
      .catch(() => undefined)
    return () => {
      live = false
      if (objectUrl) URL.revokeObjectURL(objectUrl)
    }
  }, [url])
  return src
}

/** The invoice photo's thumbnail; a click opens the full image. */
export const InvoicePhoto = (_: { source?: string }) => {
  const record = useRecordContext<{ photoFileId?: string | null; invoiceNumber: string }>()
  const translate = useTranslate()
  const [zoom, setZoom] = useState(false)
  const fileId = record?.photoFileId ?? undefined
  const thumb = useAuthedImage(fileId ? `/api/files/${encodeURIComponent(fileId)}/thumbnail` : undefined)
  const full = useAuthedImage(zoom && fileId ? `/api/files/${encodeURIComponent(fileId)}` : undefined)
  if (!fileId) return <Typography variant="body2" color="text.secondary">{translate("vitrine.sales.no_photo")}</Typography>
  return (
    <>
      <Button onClick={() => setZoom(true)} aria-label={translate("vitrine.sales.zoom")} sx={{ p: 0 }}>
        {thumb && <img src={thumb} alt={record?.invoiceNumber} style={{ maxWidth: 320, maxHeight: 240 }} />}
      </Button>
      <Dialog open={zoom} onClose={() => setZoom(false)} maxWidth="lg" slotProps={{ paper: { "aria-label": translate("vitrine.sales.zoom") } }}>
        <DialogContent>{full && <img src={full} alt={record?.invoiceNumber} style={{ maxWidth: "100%" }} />}</DialogContent>
        <DialogActions><Button onClick={() => setZoom(false)}>{translate("vitrine.sales.close")}</Button></DialogActions>
      </Dialog>
    </>
  )
}

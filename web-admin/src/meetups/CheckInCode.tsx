import FullscreenIcon from "@mui/icons-material/Fullscreen"
import RefreshIcon from "@mui/icons-material/Autorenew"
import { Box, FormControlLabel, Paper, Switch, Typography } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import QRCode from "qrcode"
import { useEffect, useRef, useState } from "react"
import { Button, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

/** How often the code rotates when the timer is on: the previous code stays valid one more period. */
export const rotationMs = 60_000

interface Meetup { id: string; title: string; code: string | null }

/** The QR of the code itself, as a data URL: what the learner app's scanner reads (six digits). */
export const qrOf = (code: string): Promise<string> => QRCode.toDataURL(code, { errorCorrectionLevel: "M", margin: 2, width: 480 })

/**
 * The live check-in screen: the current six-digit code and its QR, full screen for a projector,
 * rotating on demand or every minute while the timer is on.
 */
export const CheckInCode = () => {
  const record = useRecordContext<Meetup>()
  const dataProvider = useVitrineProvider()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const panel = useRef<HTMLDivElement>(null)
  const [qr, setQr] = useState<string>()
  const [auto, setAuto] = useState(false)
  const rotate = useMutation({
    mutationFn: () => dataProvider.rotateCheckInCode(record!.id),
    onSuccess: () => refresh(),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  const code = record?.code ?? null
  useEffect(() => {
    if (code === null) return setQr(undefined)
    let live = true
    void qrOf(code).then((url) => live && setQr(url))
    return () => {
      live = false
    }
  }, [code])
  useEffect(() => {
    if (!auto) return
    const timer = setInterval(() => rotate.mutate(), rotationMs)
    return () => clearInterval(timer)
  }, [auto])
  return (
    <Paper ref={panel} variant="outlined" sx={{ p: 2, textAlign: "center", bgcolor: "background.paper" }} aria-labelledby="checkin-code-title">
      <Typography id="checkin-code-title" variant="h6" component="h2">{translate("vitrine.meetups.code_title", { title: record?.title ?? "" })}</Typography>
      {code === null ? (
        <Typography>{translate("vitrine.meetups.no_code")}</Typography>
      ) : (
        <>
          <Typography data-testid="checkin-code" sx={{ fontSize: { xs: "2.5rem", md: "4rem" }, fontWeight: 700, letterSpacing: "0.3em" }}>{code}</Typography>
          {qr && <Box component="img" src={qr} alt={translate("vitrine.meetups.qr_alt", { code })} data-testid="checkin-qr" sx={{ width: "min(80vw, 60vh, 420px)", height: "auto" }} />}
        </>
      )}
      <Box sx={{ display: "flex", gap: 1, justifyContent: "center", flexWrap: "wrap", mt: 1 }}>
        <Button label="vitrine.meetups.rotate" onClick={() => rotate.mutate()} disabled={rotate.isPending}><RefreshIcon /></Button>
        <Button label="vitrine.meetups.fullscreen" onClick={() => void panel.current?.requestFullscreen?.()}><FullscreenIcon /></Button>
        <FormControlLabel control={<Switch checked={auto} onChange={(e) => setAuto(e.target.checked)} />} label={translate("vitrine.meetups.auto_rotate")} />
      </Box>
    </Paper>
  )
}

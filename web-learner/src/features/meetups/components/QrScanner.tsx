import { useEffect, useRef, useState } from "react"
import { t } from "../../../i18n/index.ts"

interface Detector {
  detect: (source: HTMLVideoElement) => Promise<ReadonlyArray<{ rawValue: string }>>
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: ReadonlyArray<string> }) => Detector
  }
}

/**
 * A reader of one frame: the browser's `BarcodeDetector` where it exists, else jsQR (loaded only
 * then, so the bundle stays small), reading the pixels of the frame drawn on a canvas.
 */
const makeReader = async (): Promise<(video: HTMLVideoElement) => Promise<string | undefined>> => {
  if (window.BarcodeDetector !== undefined) {
    const detector = new window.BarcodeDetector({ formats: ["qr_code"] })
    return async (video) => (await detector.detect(video))[0]?.rawValue
  }
  const { default: jsQR } = await import("jsqr")
  const canvas = document.createElement("canvas")
  const context = canvas.getContext("2d", { willReadFrequently: true })
  return async (video) => {
    if (context === null || video.videoWidth === 0) return undefined
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    context.drawImage(video, 0, 0)
    return jsQR(context.getImageData(0, 0, canvas.width, canvas.height).data, canvas.width, canvas.height)?.data
  }
}

/** The rear camera until a six-digit QR code is read; `onCode` gets it once. */
export const QrScanner = ({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) => {
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState(false)
  useEffect(() => {
    let stream: MediaStream | undefined
    let stopped = false
    const run = async () => {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false })
      if (stopped || video.current === null) return
      video.current.srcObject = stream
      await video.current.play()
      const read = await makeReader()
      while (!stopped) {
        const value = await read(video.current).catch(() => undefined)
        const code = value?.trim()
        if (code !== undefined && /^\d{6}$/.test(code)) {
          stopped = true
          onCode(code)
          return
        }
        await new Promise((r) => requestAnimationFrame(r))
      }
    }
    run().catch(() => setProblem(true))
    return () => {
      stopped = true
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [onCode])
  return (
    <div className="scanner">
      {problem ? (
        <p className="error" role="alert">
          {t("events.cameraProblem")}
        </p>
      ) : (
        <p role="status">{t("events.scanning")}</p>
      )}
      <video ref={video} muted playsInline aria-label={t("events.camera")} />
      <button type="button" className="secondary" onClick={onClose}>
        {t("events.stopScan")}
      </button>
    </div>
  )
}

import { mkdirSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import QRCode from "qrcode"

/**
 * A Y4M video of one frame showing a QR code, for Chromium's `--use-file-for-fake-video-capture`
 * (it loops the file as the camera): what a phone held up to the console's check-in screen sees.
 * Luma only (white 235, black 16, chroma neutral), 4:2:0, 640×480.
 */
export const writeQrVideo = (path: string, text: string): void => {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" })
  const size = qr.modules.size
  const [width, height] = [640, 480]
  const scale = Math.floor(400 / (size + 8))
  const left = Math.floor((width - size * scale) / 2)
  const top = Math.floor((height - size * scale) / 2)
  const luma = Buffer.alloc(width * height, 235)
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      if (qr.modules.get(r, c)) for (let y = 0; y < scale; y++) luma.fill(16, (top + r * scale + y) * width + left + c * scale, (top + r * scale + y) * width + left + (c + 1) * scale)
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]))
}

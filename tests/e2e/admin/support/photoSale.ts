import sharp from "sharp"
import { password } from "./pages.ts"

const token = async (url: string, client: string, secret: string, username: string) => {
  const res = await fetch(`${url}/o/token/`, {
    method: "POST",
    headers: { authorization: `Basic ${btoa(`${client}:${secret}`)}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password })
  })
  return ((await res.json()) as { access_token: string }).access_token
}

/**
 * A sale reported as a learner would, with an invoice photo uploaded first (POST /api/files, then
 * POST /api/me/sales): the audit screen must show it. The learner is a participant of the open
 * campaign, reporting yesterday's sale at one of their stores.
 */
export const reportSaleWithPhoto = async (url: string, p: { userId: string; campaignId: string; storeId: string; sku: string; saleDate: string }) => {
  const bearer = { authorization: `Bearer ${await token(url, "learner-web", "demo-learner-secret", p.userId)}` }
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c62828" } }).png().toBuffer()
  const form = new FormData()
  form.append("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "invoice.png")
  const upload = await fetch(`${url}/api/files`, { method: "POST", headers: bearer, body: form })
  const { fileId } = (await upload.json()) as { fileId: string }
  const invoiceNumber = "PHOTO-0001"
  const res = await fetch(`${url}/api/me/sales`, {
    method: "POST",
    headers: { ...bearer, "content-type": "application/json", "idempotency-key": "e2e-photo-sale" },
    body: JSON.stringify({ campaignId: p.campaignId, invoiceNumber, saleDate: p.saleDate, storeId: p.storeId, lines: [{ sku: p.sku, quantity: 2 }], invoicePhotoFileId: fileId })
  })
  if (res.status !== 201) throw new Error(`sale refused: ${res.status} ${await res.text()}`)
  const sale = (await res.json()) as { saleId: string }
  return { saleId: sale.saleId, invoiceNumber }
}

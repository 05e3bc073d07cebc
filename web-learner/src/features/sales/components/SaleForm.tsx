import { useState, type FormEvent } from "react"
import { t, useLanguage } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { formatPoints } from "../../../lib/format.ts"
import { useReportSale } from "../api/reportSale.ts"
import { useUploadPhoto } from "../api/uploadPhoto.ts"
import { estimatePoints, localDay, saleDateBounds } from "./estimate.ts"
import { ProductLines, type Line, type Product } from "./ProductLines.tsx"

/** What the route gives the form (the campaigns feature owns these reads). */
export interface SaleContext {
  readonly campaign: { campaignId: string; begins: string; ends: string }
  readonly stores: ReadonlyArray<{ storeId: string; name: string; city: string }>
  readonly products: ReadonlyArray<Product>
  readonly level: number
}

type Errors = Partial<Record<"invoice" | "date" | "store" | "lines", string>>

/** Insert sales: invoice, date (15-day rule), store, product lines, invoice photo, points before sending. */
export const SaleForm = ({ campaign, stores, products, level }: SaleContext) => {
  const locale = useLanguage()
  const report = useReportSale()
  const photo = useUploadPhoto()
  const today = new Date()
  const bounds = saleDateBounds(today, campaign)
  const [invoice, setInvoice] = useState("")
  const [date, setDate] = useState(localDay(today))
  const [storeId, setStoreId] = useState("")
  const [lines, setLines] = useState<Array<Line>>([])
  const [file, setFile] = useState<File | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const points = estimatePoints(lines, level)
  const validate = (): Errors => {
    const e: Errors = {}
    if (invoice.trim() === "") e.invoice = t("login.required")
    if (date === "" || date < bounds.min || date > bounds.max) e.date = t("sales.dateLate")
    if (storeId === "" && stores.length !== 1) e.store = t("login.required")
    if (lines.length === 0) e.lines = t("sales.linesRequired")
    return e
  }
  const submit = async (ev: FormEvent) => {
    ev.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const fileId = file ? await photo.mutateAsync(file).catch(() => undefined) : undefined
    if (file && fileId === undefined) return
    report.mutate({
      campaignId: campaign.campaignId,
      invoiceNumber: invoice.trim(),
      saleDate: date,
      storeId: storeId || (stores[0]?.storeId ?? ""),
      lines: lines.map(({ sku, quantity }) => ({ sku, quantity })),
      ...(fileId ? { invoicePhotoFileId: fileId } : {})
    })
  }
  const apiError = report.error ?? photo.error
  const pts = (n: number) => formatPoints(n, locale, t("points.unit"))
  return (
    <form onSubmit={submit} noValidate aria-label={t("sales.title")}>
      <div className="field">
        <label htmlFor="invoice">{t("sales.invoice")}</label>
        <input id="invoice" value={invoice} onChange={(e) => setInvoice(e.target.value)} maxLength={256} aria-invalid={errors.invoice !== undefined} aria-describedby="invoice-error" />
        {errors.invoice && <p id="invoice-error" className="error">{errors.invoice}</p>}
      </div>
      <div className="field">
        <label htmlFor="sale-date">{t("sales.date")}</label>
        <input id="sale-date" type="date" value={date} min={bounds.min} max={bounds.max} onChange={(e) => setDate(e.target.value)} aria-describedby="date-help" aria-invalid={errors.date !== undefined} />
        <p id="date-help" className="help">{t("sales.dateHelp")}</p>
        {errors.date && <p className="error">{errors.date}</p>}
      </div>
      <div className="field">
        <label htmlFor="store">{t("sales.store")}</label>
        <select id="store" value={storeId || (stores.length === 1 ? stores[0]!.storeId : "")} onChange={(e) => setStoreId(e.target.value)} aria-invalid={errors.store !== undefined}>
          {stores.length !== 1 && <option value="">—</option>}
          {stores.map((s) => (
            <option key={s.storeId} value={s.storeId}>
              {s.name} — {s.city}
            </option>
          ))}
        </select>
        {errors.store && <p className="error">{errors.store}</p>}
      </div>
      <ProductLines table={products} lines={lines} onChange={setLines} error={errors.lines} />
      <div className="field">
        <label htmlFor="photo">{t("sales.photo")}</label>
        <input id="photo" type="file" accept="image/*,application/pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} aria-describedby="photo-help" />
        <p id="photo-help" className="help">{t("sales.photoHelp")}</p>
      </div>
      <p className="estimate" aria-live="polite">
        {t("sales.estimate", { points: pts(points) })}
      </p>
      {apiError && (
        <p className="error" role="alert">
          {apiError instanceof ApiError && apiError.message ? apiError.message : t("error.generic")}
        </p>
      )}
      {report.data && (
        <p className="success" role="status">
          {t("sales.sent", { points: pts(report.data.creditedPoints) })}
        </p>
      )}
      <button type="submit" disabled={report.isPending || photo.isPending}>
        {t("sales.send")}
      </button>
    </form>
  )
}

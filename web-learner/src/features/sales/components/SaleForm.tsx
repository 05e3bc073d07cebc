import { useQueryClient } from "@tanstack/react-query"
import { useMemo, useRef, useState } from "react"
import type { FieldError } from "react-hook-form"
import { t, useLanguage } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import { errorText, useSchemaForm } from "../../../lib/forms.ts"
import { formatDate, maskDate } from "../../../lib/format.ts"
import { useMe } from "../../session/api/getMe.ts"
import { alreadySent } from "../api/findMySale.ts"
import { keepSale, pendingSalesKey, usePendingSales, useSentSales } from "../api/pendingSales.ts"
import { useReportSale } from "../api/reportSale.ts"
import { useUploadPhoto } from "../api/uploadPhoto.ts"
import { estimatePoints, localDay, saleDateBounds } from "./estimate.ts"
import { KeptSales } from "./KeptSales.tsx"
import { ProductLines, type Product } from "./ProductLines.tsx"
import { saleSchema, type SaleValues } from "./saleSchema.ts"

/** What the route gives the form (the campaigns feature owns these reads). */
export interface SaleContext {
  readonly campaign: { campaignId: string; begins: string; ends: string }
  readonly stores: ReadonlyArray<{ storeId: string; name: string; city: string }>
  readonly products: ReadonlyArray<Product>
  readonly level: number
  /** The client's setting: the invoice photo is required unless the client waives it. */
  readonly photoRequired: boolean
}

/** A network failure (no answer at all), as opposed to the server's refusal. */
const isOffline = (e: unknown) => !navigator.onLine || e instanceof TypeError

/**
 * Insert sales: invoice, date (15-day rule), store, product lines, invoice photo, points before
 * sending. Sent, the form is cleared for the next sale. An invoice I already sent is refused
 * before the photo is uploaded. Offline, the sale is kept on the device (api/pendingSales.ts) and
 * goes when the connection returns, even after the page was closed (issue 41, items 21–22).
 */
export const SaleForm = ({ campaign, stores, products, level, photoRequired }: SaleContext) => {
  const locale = useLanguage()
  const report = useReportSale()
  const photo = useUploadPhoto()
  const today = new Date()
  const bounds = saleDateBounds(today, campaign)
  const schema = useMemo(() => saleSchema({ locale, bounds, storeIds: stores.map((s) => s.storeId), photoRequired }), [locale, bounds.min, bounds.max, stores, photoRequired]) // eslint-disable-line react-hooks/exhaustive-deps
  const empty = (): SaleValues => ({ invoiceNumber: "", saleDate: formatDate(localDay(today), locale), storeId: stores.length === 1 ? stores[0]!.storeId : "", lines: [], photo: null })
  const form = useSchemaForm(schema, empty())
  const { errors, isSubmitted, isSubmitting } = form.formState
  const lines = form.watch("lines")
  const points = estimatePoints(lines.filter((l) => Number.isInteger(l.quantity) && l.quantity > 0), level)
  const queryClient = useQueryClient()
  const userId = useMe().data?.userId
  const kept = usePendingSales(userId)
  const sent = useSentSales()
  // One key per sale: the kept sale goes under it, so the server never counts it twice.
  const key = useRef<string | undefined>(undefined)
  const [justKept, setJustKept] = useState(false)
  const [duplicate, setDuplicate] = useState<string | undefined>(undefined)
  const [photoInput, setPhotoInput] = useState(0)
  const change = <K extends keyof SaleValues>(name: K, value: SaleValues[K]) => {
    form.setValue(name, value as never, { shouldDirty: true, shouldTouch: true, shouldValidate: isSubmitted })
  }
  const clear = () => {
    key.current = undefined
    form.reset(empty())
    setPhotoInput((n) => n + 1)
  }
  const send = async (sale: SaleValues) => {
    setDuplicate(undefined)
    setJustKept(false)
    report.reset()
    photo.reset()
    queryClient.setQueryData(["pending-sales", "sent"], [])
    key.current ??= crypto.randomUUID()
    const values = {
      campaignId: campaign.campaignId,
      invoiceNumber: sale.invoiceNumber,
      saleDate: sale.saleDate,
      storeId: sale.storeId,
      lines: sale.lines.map(({ sku, quantity }) => ({ sku, quantity }))
    }
    try {
      if (await alreadySent(campaign.campaignId, sale.invoiceNumber)) return setDuplicate(sale.invoiceNumber)
      const fileId = sale.photo ? await photo.mutateAsync(sale.photo) : undefined
      await report.mutateAsync({ key: key.current, report: { ...values, ...(fileId ? { invoicePhotoFileId: fileId } : {}) } })
      clear()
    } catch (e) {
      // The server refused: the form stays as it is, with the reason; the next try is a new sale.
      if (!isOffline(e) || userId === undefined) return void (key.current = undefined)
      await keepSale({ key: key.current, userId, report: values, photo: sale.photo, photoName: sale.photo?.name || "invoice.jpg", keptAt: new Date().toISOString() })
      await queryClient.invalidateQueries({ queryKey: pendingSalesKey })
      report.reset()
      photo.reset()
      setJustKept(true)
      clear()
    }
  }
  const submit = form.handleSubmit(send as (sale: unknown) => Promise<void>)
  const apiError = report.error ?? photo.error
  const pts = (n: number) => t("points.count", { count: n })
  const lineErrors = lines.map((_, i) => errorText((errors.lines as unknown as Array<{ quantity?: FieldError }> | undefined)?.[i]?.quantity))
  const date = form.register("saleDate")
  return (
    <form onSubmit={submit} noValidate aria-label={t("sales.title")}>
      <div className="field">
        <label htmlFor="invoice">{t("sales.invoice")}</label>
        <input id="invoice" autoComplete="off" aria-invalid={errors.invoiceNumber !== undefined} aria-describedby="invoice-error" {...form.register("invoiceNumber")} />
        {errors.invoiceNumber && <p id="invoice-error" className="error">{errorText(errors.invoiceNumber)}</p>}
      </div>
      <div className="field">
        <label htmlFor="sale-date">
          {t("sales.date")} ({t("date.pattern")})
        </label>
        {/* Text, not type=date: the browser's own picker would follow its language, not the app's. */}
        <input
          id="sale-date"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t("date.pattern")}
          maxLength={10}
          aria-invalid={errors.saleDate !== undefined}
          aria-describedby="date-help date-range date-error"
          {...date}
          onChange={(e) => {
            e.target.value = maskDate(e.target.value)
            return date.onChange(e)
          }}
        />
        <p id="date-help" className="help">
          {t("sales.dateHelp")}
        </p>
        <p id="date-range" className="help">
          {t("sales.dateRange", { min: formatDate(bounds.min, locale), max: formatDate(bounds.max, locale) })}
        </p>
        {errors.saleDate && <p id="date-error" className="error">{errorText(errors.saleDate)}</p>}
      </div>
      <div className="field">
        <label htmlFor="store">{t("sales.store")}</label>
        <select id="store" aria-invalid={errors.storeId !== undefined} aria-describedby="store-error" {...form.register("storeId")}>
          {stores.length !== 1 && <option value="">—</option>}
          {stores.map((s) => (
            <option key={s.storeId} value={s.storeId}>
              {s.name} — {s.city}
            </option>
          ))}
        </select>
        {errors.storeId && <p id="store-error" className="error">{errorText(errors.storeId)}</p>}
      </div>
      <ProductLines
        table={products}
        lines={lines}
        onChange={(next) => change("lines", next)}
        error={errorText((errors.lines as { root?: FieldError } | undefined)?.root ?? (errors.lines as FieldError | undefined))}
        lineErrors={lineErrors}
      />
      <div className="field">
        <label htmlFor="photo">
          {t("sales.photo")}
          {!photoRequired && ` ${t("sales.optional")}`}
        </label>
        <input
          key={photoInput}
          id="photo"
          type="file"
          accept="image/*,application/pdf"
          required={photoRequired}
          aria-describedby="photo-help photo-error"
          aria-invalid={errors.photo !== undefined}
          onChange={(e) => change("photo", e.target.files?.[0] ?? null)}
        />
        <p id="photo-help" className="help">
          {t("sales.photoHelp")}
        </p>
        {errors.photo && <p id="photo-error" className="error">{errorText(errors.photo)}</p>}
      </div>
      <p className="estimate" aria-live="polite">
        {t("sales.estimate", { points: pts(points) })}
      </p>
      {isSubmitted && Object.keys(errors).length > 0 && (
        <p className="error" role="alert">
          {t("form.invalid")}
        </p>
      )}
      {duplicate !== undefined && (
        <p className="error" role="alert">
          {t("sales.duplicate", { number: duplicate })}
        </p>
      )}
      {justKept && (
        <p className="note" role="status">
          {t("sales.offline")}
        </p>
      )}
      {apiError && (
        <p className="error" role="alert">
          {apiError instanceof ApiError && apiError.message ? apiError.message : t("error.generic")}
        </p>
      )}
      {[...(report.data ? [report.data] : []), ...(sent.data ?? [])].map((sale) => (
        <p key={sale.saleId} className="success" role="status">
          {t("sales.sent", { points: pts(sale.creditedPoints) })}
        </p>
      ))}
      <button type="submit" disabled={isSubmitting || report.isPending || photo.isPending}>
        {t("sales.send")}
      </button>
      <KeptSales sales={kept.data ?? []} />
    </form>
  )
}

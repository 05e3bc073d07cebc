import * as v from "valibot"
import type { MessageKey } from "../../../i18n/pt-BR.ts"
import { parseDate } from "../../../lib/format.ts"
import type { Line } from "./ProductLines.tsx"

/** DESIGN §5.4: an invoice photo is an image or a PDF of at most 10 MB (10,000,000 bytes). */
export const maxPhotoBytes = 10_000_000

const m = (key: MessageKey) => key

export interface SaleRules {
  readonly locale: string
  /** The days a sale may carry today (`saleDateBounds`): 15 days back, within the campaign. */
  readonly bounds: { readonly min: string; readonly max: string; readonly fifteen: string }
  readonly storeIds: ReadonlyArray<string>
  /** The client's setting (`features.invoice_photo_required`, true unless set false): a photo or not. */
  readonly photoRequired: boolean
}

const photoFile = v.pipe(
  v.instance(File),
  v.check((f) => f.type.startsWith("image/") || f.type === "application/pdf", m("sales.photoType")),
  v.check((f) => f.size <= maxPhotoBytes, m("sales.photoTooLarge"))
)

/**
 * The sale form's rules, checked inline before sending (SPEC §5): an invoice number (text of at
 * most 256 characters), a real day typed in the locale's order, not older than 15 days, not
 * before the campaign began and not after today or its end; a store of my registration; at least
 * one product line with a whole quantity from 1 to 999; the invoice photo (image or PDF, ≤ 10 MB),
 * required unless the client waives it (issue 41, item 21).
 */
export const saleSchema = ({ locale, bounds, storeIds, photoRequired }: SaleRules) =>
  v.object({
    invoiceNumber: v.pipe(v.string(), v.trim(), v.nonEmpty(m("form.required")), v.maxLength(256, m("form.tooLong"))),
    saleDate: v.pipe(
      v.string(),
      v.transform((text) => parseDate(text, locale) ?? ""),
      v.nonEmpty(m("sales.dateInvalid")),
      // One message per date, the first rule it breaks (the pipe goes on after a failed check).
      v.check((day) => day === "" || day >= bounds.fifteen, m("sales.dateLate")),
      v.check((day) => day === "" || day < bounds.fifteen || day >= bounds.min, m("sales.dateBeforeCampaign")),
      v.check((day) => day === "" || day <= bounds.max, m("sales.dateFuture"))
    ),
    storeId: v.pipe(
      v.string(),
      v.check((id) => storeIds.includes(id), m("sales.storeRequired"))
    ),
    lines: v.pipe(
      v.array(
        v.object({
          sku: v.string(),
          pointsPerUnit: v.number(),
          quantity: v.pipe(v.number(m("sales.quantityInvalid")), v.integer(m("sales.quantityInvalid")), v.minValue(1, m("sales.quantityInvalid")), v.maxValue(999, m("sales.quantityInvalid")))
        })
      ),
      v.minLength(1, m("sales.linesRequired"))
    ),
    photo: photoRequired ? v.pipe(v.nullable(photoFile), v.check((f) => f !== null, m("sales.photoRequired"))) : v.nullable(photoFile)
  })

export type SaleValues = { invoiceNumber: string; saleDate: string; storeId: string; lines: Array<Line>; photo: File | null }

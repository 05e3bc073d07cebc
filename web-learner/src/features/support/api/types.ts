import type { ContactReceipt, FaqView } from "../../../../../domain/api/content/schemas.ts"

/** The API's shapes, from the contract (domain/api). */
export type Faq = typeof FaqView.Type
export type Receipt = typeof ContactReceipt.Type

import type { CountryCode } from "./rules/countries.ts"

/**
 * Read-only questions a decision may ask of the read models (kept current inside the same
 * transaction by inline projections). The domain declares them; adapters answer them.
 * Each one exists because no single stream holds the answer.
 */
export interface Lookups {
  /** Is this normalized document already used by an account of the country? */
  readonly documentTaken: (country: CountryCode, document: string) => boolean
  /** The user's birthday (personal data, kept outside the log), if known and not erased. */
  readonly birthdayOf: (userId: string) => string | undefined
  /** The holder's name and e-mail (personal data), if kept and not erased: a profile edit and a deletion read them. */
  readonly personOf: (userId: string) => { readonly fullName: string; readonly email: string } | undefined
  /** The campaigns of a country, for the no-overlap rule and the sequence of campaigns. */
  readonly campaignsOf: (country: CountryCode) => ReadonlyArray<CampaignSummary>
  /**
   * Who reported this (normalized) invoice number in this campaign, and at which store: one
   * question for both rules a reported sale checks (the same user sent it already; other users
   * claimed it at the same store), asked of every sale.
   */
  readonly invoiceClaims: (campaignId: string, invoiceNumber: string) => ReadonlyArray<InvoiceClaim>
  /** Everyone registered in the campaign. */
  readonly participants: (campaignId: string) => ReadonlyArray<string>
  /** Users of a country whose level is at least `level`. */
  readonly membersAtOrAbove: (country: CountryCode, level: number) => ReadonlyArray<string>
}

export interface InvoiceClaim {
  readonly userId: string
  readonly storeId: string
}

export interface CampaignSummary {
  readonly campaignId: string
  readonly begins: string
  readonly ends: string
  readonly status: "draft" | "open" | "closed"
}

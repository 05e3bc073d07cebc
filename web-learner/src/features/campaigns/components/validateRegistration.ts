import type { MessageKey } from "../../../i18n/pt-BR.ts"
import type { RegistrationOptions } from "../api/getOptions.ts"

export interface RegistrationDraft {
  acceptTerms: boolean
  agencyId: string | null
  brandIds: ReadonlyArray<string>
  chainIds: ReadonlyArray<string>
  storeIds: ReadonlyArray<string>
}

export type RegistrationErrors = Partial<Record<"terms" | "agency" | "brands" | "stores", MessageKey>>

/**
 * SPEC §5's registration rules, shown inline before sending: terms accepted, exactly one agency,
 * at least one brand of the chosen agency, at least one store per chosen retail chain.
 */
export const validateRegistration = (d: RegistrationDraft, options: RegistrationOptions): RegistrationErrors => {
  const errors: RegistrationErrors = {}
  if (!d.acceptTerms) errors.terms = "campaign.termsRequired"
  const agency = options.agencies.find((a) => a.agencyId === d.agencyId)
  if (agency === undefined) errors.agency = "campaign.agencyRequired"
  else if (!d.brandIds.some((b) => agency.brandIds.includes(b))) errors.brands = "campaign.brandRequired"
  if (d.chainIds.length === 0) errors.stores = "campaign.storeAny"
  else {
    const storeChain = new Map(options.stores.map((s) => [s.storeId, s.chainId]))
    if (d.chainIds.some((c) => !d.storeIds.some((s) => storeChain.get(s) === c))) errors.stores = "campaign.storeRequired"
  }
  return errors
}

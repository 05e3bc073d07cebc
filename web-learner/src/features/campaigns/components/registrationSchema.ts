import * as v from "valibot"
import type { MessageKey } from "../../../i18n/pt-BR.ts"
import type { RegistrationOptions } from "../api/getOptions.ts"

const message = (key: MessageKey) => key

/**
 * SPEC §5's registration rules, checked inline before sending: terms accepted, exactly one
 * agency, at least one brand of the chosen agency, at least one store per chosen retail chain.
 * The output keeps only stores of the chains still chosen (unticking a chain leaves its stores).
 */
export const registrationSchema = (options: RegistrationOptions) => {
  const agencyOf = (id: string) => options.agencies.find((a) => a.agencyId === id)
  const chainOf = new Map(options.stores.map((s) => [s.storeId, s.chainId]))
  return v.pipe(
    v.object({
      acceptTerms: v.pipe(v.boolean(), v.value(true, message("campaign.termsRequired"))),
      agencyId: v.pipe(
        v.string(),
        v.check((id) => agencyOf(id) !== undefined, message("campaign.agencyRequired"))
      ),
      brandIds: v.array(v.string()),
      chainIds: v.array(v.string()),
      storeIds: v.array(v.string())
    }),
    v.forward(
      v.partialCheck(
        [["agencyId"], ["brandIds"]],
        (d) => agencyOf(d.agencyId) === undefined || d.brandIds.some((b) => agencyOf(d.agencyId)!.brandIds.includes(b)),
        message("campaign.brandRequired")
      ),
      ["brandIds"]
    ),
    v.forward(v.partialCheck([["chainIds"]], (d) => d.chainIds.length > 0, message("campaign.storeAny")), ["storeIds"]),
    v.forward(
      v.partialCheck(
        [["chainIds"], ["storeIds"]],
        (d) => d.chainIds.every((c) => d.storeIds.some((s) => chainOf.get(s) === c)),
        message("campaign.storeRequired")
      ),
      ["storeIds"]
    ),
    v.transform((d) => {
      const brands = agencyOf(d.agencyId)?.brandIds ?? []
      return {
        acceptTerms: true as const,
        agencyId: d.agencyId,
        brandIds: d.brandIds.filter((b) => brands.includes(b)),
        chainIds: d.chainIds,
        storeIds: d.storeIds.filter((s) => d.chainIds.includes(chainOf.get(s) ?? ""))
      }
    })
  )
}

export type RegistrationValues = v.InferInput<ReturnType<typeof registrationSchema>>

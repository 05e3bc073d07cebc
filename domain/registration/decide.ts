import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireActive } from "../account/guards.ts"
import { PersonalDataMissing } from "../account/errors.ts"
import { account } from "../account/aggregate.ts"
import { requireOpen } from "../campaign/guards.ts"
import { campaign } from "../campaign/aggregate.ts"
import { UnknownReference } from "../reference/errors.ts"
import { agency, store } from "../reference/state.ts"
import { timeZoneOf } from "../rules/countries.ts"
import { ageOn, localDate } from "../rules/dates.ts"
import { RegisterForCampaign } from "./commands.ts"
import {
  AlreadyRegistered,
  BrandNotInAgency,
  ChainWithoutStore,
  NoBrandChosen,
  NoStoreChosen,
  StoreNotParticipating,
  StoreOutsideChosenChains,
  TermsNotAccepted,
  Underage,
  WrongCountry
} from "./errors.ts"
import { RegisteredForCampaign } from "./events.ts"
import { registration } from "./state.ts"

export const MINIMUM_AGE = 18

export const registerForCampaign = defineCommand<RegisterForCampaign, Lookups>({
  schema: RegisterForCampaign,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const camp = yield* requireOpen(c.campaignId, states.of(campaign(c.campaignId)))
      const user = yield* requireActive(c.userId, states.of(account(c.userId)))
      if (user.country !== camp.country) return yield* new WrongCountry({ campaignCountry: camp.country, accountCountry: user.country })
      if (states.of(registration(c.campaignId, c.userId)).registered) {
        return yield* new AlreadyRegistered({ campaignId: c.campaignId, userId: c.userId })
      }
      if (!c.acceptTerms) return yield* new TermsNotAccepted({})
      const birthday = ctx.lookups.birthdayOf(c.userId)
      if (birthday === undefined) return yield* new PersonalDataMissing({ userId: c.userId })
      const age = ageOn(birthday, localDate(ctx.now, timeZoneOf(camp.country)))
      if (age < MINIMUM_AGE) return yield* new Underage({ minimumAge: MINIMUM_AGE })

      const chosenAgency = states.of(agency(c.agencyId))
      if (!chosenAgency) return yield* new UnknownReference({ kind: "agency", id: c.agencyId })
      if (c.brandIds.length === 0) return yield* new NoBrandChosen({ agencyId: c.agencyId })
      const foreignBrand = c.brandIds.find((b) => !chosenAgency.brandIds.includes(b))
      if (foreignBrand !== undefined) return yield* new BrandNotInAgency({ agencyId: c.agencyId, brandId: foreignBrand })

      if (c.storeIds.length === 0) return yield* new NoStoreChosen({})
      const storeChains = new Map<string, string>()
      for (const storeId of c.storeIds) {
        const s = states.of(store(storeId))
        if (!s) return yield* new UnknownReference({ kind: "store", id: storeId })
        if (!camp.stores.has(storeId)) return yield* new StoreNotParticipating({ campaignId: c.campaignId, storeId })
        storeChains.set(storeId, s.chainId)
      }
      const chains = new Set(storeChains.values())
      if (c.chainIds !== undefined) {
        const chosen = new Set(c.chainIds)
        const outside = c.storeIds.find((id) => !chosen.has(storeChains.get(id)!))
        if (outside !== undefined) return yield* new StoreOutsideChosenChains({ storeId: outside })
        const empty = c.chainIds.find((id) => !chains.has(id))
        if (empty !== undefined) return yield* new ChainWithoutStore({ chainId: empty })
      }
      return [
        new RegisteredForCampaign({
          campaignId: c.campaignId,
          userId: c.userId,
          agencyId: c.agencyId,
          brandIds: [...new Set(c.brandIds)],
          storeIds: [...new Set(c.storeIds)],
          chainIds: [...chains]
        })
      ]
    })
})

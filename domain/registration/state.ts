import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { RegisteredForCampaign, type RegistrationEvent } from "./events.ts"

export type RegistrationState =
  | { readonly registered: false }
  | {
      readonly registered: true
      readonly agencyId: string
      readonly brandIds: ReadonlySet<string>
      readonly storeIds: ReadonlySet<string>
    }

export const initialState: RegistrationState = { registered: false }

export const evolve = (_state: RegistrationState, event: RegistrationEvent): RegistrationState => ({
  registered: true,
  agencyId: event.agencyId,
  brandIds: new Set(event.brandIds),
  storeIds: new Set(event.storeIds)
})

/** One registration per user per campaign: stream `registration-<campaignId>:<userId>`. */
export const Registration: Aggregate<RegistrationState, RegistrationEvent> = {
  name: "registration",
  initialState,
  evolve,
  events: [RegisteredForCampaign],
  streamOf: (e) => `registration-${e.campaignId}:${e.userId}`
}

export const registration = (campaignId: string, userId: string) => streamRef(Registration, `${campaignId}:${userId}`)

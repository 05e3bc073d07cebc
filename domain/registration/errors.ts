import { Schema } from "effect"

const S = Schema.String

export class TermsNotAccepted extends Schema.TaggedError<TermsNotAccepted>()("TermsNotAccepted", {}) {
  get code() { return "registration.terms_not_accepted" as const }
}
export class AlreadyRegistered extends Schema.TaggedError<AlreadyRegistered>()("AlreadyRegistered", { campaignId: S, userId: S }) {
  get code() { return "registration.already_registered" as const }
}
export class NoBrandChosen extends Schema.TaggedError<NoBrandChosen>()("NoBrandChosen", { agencyId: S }) {
  get code() { return "registration.no_brand" as const }
}
export class BrandNotInAgency extends Schema.TaggedError<BrandNotInAgency>()("BrandNotInAgency", { agencyId: S, brandId: S }) {
  get code() { return "registration.brand_not_in_agency" as const }
}
export class NoStoreChosen extends Schema.TaggedError<NoStoreChosen>()("NoStoreChosen", {}) {
  get code() { return "registration.no_store" as const }
}
export class ChainWithoutStore extends Schema.TaggedError<ChainWithoutStore>()("ChainWithoutStore", { chainId: S }) {
  get code() { return "registration.chain_without_store" as const }
}
export class StoreOutsideChosenChains extends Schema.TaggedError<StoreOutsideChosenChains>()("StoreOutsideChosenChains", { storeId: S }) {
  get code() { return "registration.store_outside_chains" as const }
}
export class StoreNotParticipating extends Schema.TaggedError<StoreNotParticipating>()("StoreNotParticipating", { campaignId: S, storeId: S }) {
  get code() { return "registration.store_not_participating" as const }
}
/** Names the minimum, not the user's age: rejection details are kept for good, personal data is not. */
export class Underage extends Schema.TaggedError<Underage>()("Underage", { minimumAge: Schema.Number }) {
  get code() { return "registration.underage" as const }
}
export class WrongCountry extends Schema.TaggedError<WrongCountry>()("WrongCountry", { campaignCountry: S, accountCountry: S }) {
  get code() { return "registration.wrong_country" as const }
}
export class NotRegistered extends Schema.TaggedError<NotRegistered>()("NotRegistered", { campaignId: S, userId: S }) {
  get code() { return "registration.not_registered" as const }
}

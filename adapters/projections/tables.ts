/** Every read-model table, for whole-database checks (verify) and tooling. */
export { accounts } from "./accounts.ts"
export { campaigns, campaignStores, participants } from "./campaigns.ts"
export { clientMembers, clients } from "./clients.ts"
export { campaignXp, levelRequests, members } from "./levels.ts"
export { agencies, brands, products, retailChains, stores } from "./reference.ts"
export { salePhotos } from "./salePhotos.ts"
export { sales } from "./sales.ts"
export { walletEntries, wallets } from "./wallets.ts"

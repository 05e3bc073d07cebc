/** Every read-model table, for whole-database checks (verify) and tooling. */
export { accounts } from "./accounts.ts"
export { campaigns, campaignStores, participants } from "./campaigns.ts"
export { campaignXp, levelRequests, members } from "./levels.ts"
export { agencies, brands, products, retailChains, stores } from "./reference.ts"
export { sales } from "./sales.ts"
export { walletEntries, wallets } from "./wallets.ts"
export { attempts, certificates, completedActivities, courses, enrolments, enrolmentTests, learningTests, trails } from "./learningTables.ts"

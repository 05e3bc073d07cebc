import { accountsProjection } from "./accounts.ts"
import { campaignsProjection } from "./campaigns.ts"
import { clientsProjection } from "./clients.ts"
import { learningProjection } from "./learning.ts"
import { levelsProjection } from "./levels.ts"
import { referenceProjection } from "./reference.ts"
import { campaignsFold } from "./rebuild/campaignsFold.ts"
import { levelsFold } from "./rebuild/levelsFold.ts"
import { salesFold } from "./rebuild/salesFold.ts"
import { walletsFold } from "./rebuild/walletsFold.ts"
import { salePhotosProjection } from "./salePhotos.ts"
import { salesProjection } from "./sales.ts"
import { walletsProjection } from "./wallets.ts"
import { withFold } from "./withFold.ts"
import { rewardsProjection } from "./rewards.ts"
import { ordersProjection } from "./orders.ts"
import { storePhotosProjection } from "./storePhotos.ts"
import { meetupsProjection } from "./meetups.ts"
import { rankingsProjection } from "./rankings.ts"
import { transfersProjection } from "./transfers.ts"
import { inboxProjection } from "./inbox.ts"
import { contentProjection } from "./content.ts"
import { surveysProjection } from "./surveys.ts"
import { forumsProjection } from "./forums.ts"
import { loungesProjection } from "./lounges.ts"
import { podcastsProjection } from "./podcasts.ts"
import { libraryProjection } from "./library.ts"
import { badgesProjection } from "./badges.ts"
import { senceProjection } from "./sence.ts"
import { authoringProjection } from "./authoring.ts"
import { scormProjection } from "./scorm.ts"
import { brandingProjection } from "./branding.ts"
import { activityFeedProjection } from "./activityFeed.ts"
import { sitePagesProjection } from "./sitePages.ts"
import { classesProjection } from "./classes.ts"

/** Every read model of the programme, all inline: a command's effects are readable when it returns. */
export const projections = [
  referenceProjection,
  accountsProjection,
  clientsProjection,
  salePhotosProjection,
  // The hot read models rebuild through folds of their own (adapters/projections/rebuild/).
  withFold(campaignsProjection, campaignsFold),
  withFold(salesProjection, salesFold()),
  withFold(walletsProjection, walletsFold),
  withFold(levelsProjection, levelsFold),
  learningProjection,
  rewardsProjection,
  ordersProjection,
  storePhotosProjection,
  meetupsProjection,
  rankingsProjection,
  transfersProjection,
  contentProjection,
  surveysProjection,
  forumsProjection,
  podcastsProjection,
  libraryProjection,
  badgesProjection,
  senceProjection,
  loungesProjection,
  authoringProjection,
  scormProjection,
  brandingProjection,
  activityFeedProjection,
  sitePagesProjection,
  classesProjection,
  // Last: its messages name courses, meetups and rewards from the read models above.
  inboxProjection
]

import type { ResourceSpec } from "../resource.ts"
import { accountsResource } from "./accounts.ts"
import { agenciesResource } from "./agencies.ts"
import { brandsResource } from "./brands.ts"
import { campaignsResource } from "./campaigns.ts"
import { chainsResource } from "./chains.ts"
import { clientsResource } from "./clients.ts"
import { eventsResource } from "./events.ts"
import { levelUpsResource } from "./levelUps.ts"
import { participantsResource } from "./participants.ts"
import { productsResource } from "./products.ts"
import { salesResource } from "./sales.ts"
import { statementLinesResource } from "./statementLines.ts"
import { storesResource } from "./stores.ts"
import { walletsResource } from "./wallets.ts"
import { coursesResource } from "./courses.ts"
import { trailsResource } from "./trails.ts"
import { testsResource } from "./tests.ts"
import { enrolmentsResource } from "./enrolments.ts"
import { attemptsResource } from "./attempts.ts"
import { certificatesResource } from "./certificates.ts"
import { rewardsResource } from "./rewards.ts"
import { ordersResource } from "./orders.ts"
import { photosResource, photoTypesResource } from "./photos.ts"
import { checkInsResource, meetupsResource } from "./meetups.ts"
import { contactMessagesResource, faqCategoriesResource, faqEntriesResource, newsResource } from "./content.ts"
import { surveysResource } from "./surveys.ts"
import { forumPostsResource, forumTopicsResource } from "./forums.ts"
import { listeningsResource, playlistsResource, podcastAudiosResource } from "./podcasts.ts"
import { libraryFilesResource } from "./library.ts"
import { senceClientsResource, senceCoursesResource } from "./sence.ts"
import { loungeMessagesResource, loungeQuestionsResource, loungesResource } from "./lounges.ts"
import { brandingClientErrorsResource, brandingClientThemesResource } from "./branding.ts"
import { sitePagesResource } from "./sitePages.ts"
import { classesCatalogsResource, classesResource, classesSeatsResource } from "./classes.ts"
import { scormAttemptsResource } from "./scormAttempts.ts"

/** Every admin resource of DESIGN §5.3. */
export const adminResources: ReadonlyArray<ResourceSpec> = [
  salesResource,
  campaignsResource,
  participantsResource,
  accountsResource,
  levelUpsResource,
  walletsResource,
  statementLinesResource,
  clientsResource,
  storesResource,
  chainsResource,
  agenciesResource,
  brandsResource,
  productsResource,
  eventsResource,
  coursesResource,
  trailsResource,
  testsResource,
  enrolmentsResource,
  attemptsResource,
  certificatesResource,
  rewardsResource,
  ordersResource,
  photosResource,
  photoTypesResource,
  meetupsResource,
  checkInsResource,
  newsResource,
  faqCategoriesResource,
  faqEntriesResource,
  contactMessagesResource,
  surveysResource,
  forumTopicsResource,
  forumPostsResource,
  playlistsResource,
  podcastAudiosResource,
  listeningsResource,
  libraryFilesResource,
  senceClientsResource,
  senceCoursesResource,
  loungesResource,
  loungeMessagesResource,
  loungeQuestionsResource,
  brandingClientErrorsResource,
  sitePagesResource,
  classesCatalogsResource,
  classesResource,
  classesSeatsResource,
  scormAttemptsResource,
  brandingClientThemesResource
]

export const resourceNames = adminResources.map((r) => r.name) as ReadonlyArray<string>
export const resourceByName: ReadonlyMap<string, ResourceSpec> = new Map(adminResources.map((r) => [r.name, r]))

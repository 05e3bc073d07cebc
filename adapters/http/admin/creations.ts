import { creatableResources } from "../../../domain/api/AdminResourcesApi.ts"
import type { CountryScope } from "../scope.ts"
import { saveSurveyCommand } from "./resources/surveys.ts"

interface Creation {
  /** The domain command that creates a record of the resource. */
  readonly type: string
  /** Whether the record belongs to a country (then only that country's admins create it). */
  readonly country: boolean
  /** Whether only a superuser creates it: client companies reach every country (DESIGN §5.3). */
  readonly superuser?: boolean
  /** The command's payload from the record the console sends, and the new record's id. */
  readonly command: (record: Readonly<Record<string, unknown>>, scope: CountryScope) => { readonly id: string; readonly command: Record<string, unknown> }
}

/** The record's id under the console's `id` or the domain's own key, as sent. */
const keyed = (type: string, key: string, country: boolean, superuser = false): Creation => ({
  type,
  country,
  superuser,
  command: (record) => {
    const { id, ...rest } = record
    const value = rest[key] ?? id
    return { id: String(value), command: { ...rest, [key]: value } }
  }
})

/** `POST /api/admin/<res>` exists only where the domain has a creating command (DESIGN §5.3). */
export const creations: Readonly<Record<(typeof creatableResources)[number], Creation>> = {
  campaigns: keyed("DraftCampaign", "campaignId", true),
  clients: keyed("CreateClient", "clientId", false, true),
  stores: keyed("CreateStore", "storeId", true),
  chains: keyed("CreateRetailChain", "chainId", true),
  agencies: keyed("CreateAgency", "agencyId", false),
  brands: keyed("CreateBrand", "brandId", false),
  products: keyed("CreateProduct", "sku", false),
  // The catalogue has no country: any admin creates a draft course, its tests and trails.
  courses: keyed("CreateCourse", "courseId", false),
  tests: keyed("CreateTest", "testId", false),
  trails: keyed("CreateTrail", "trailId", false),
  // A country admin's reward is offered in their country, without having to say so (DESIGN §5.3).
  rewards: {
    type: "ListReward",
    country: false,
    command: (record, scope) => {
      const { id, command } = keyed("ListReward", "rewardId", false).command(record, scope)
      const { description, imageFileId, ...rest } = command
      const optional = { ...(description == null ? {} : { description }), ...(imageFileId == null ? {} : { imageFileId }) }
      return { id, command: { ...rest, ...optional, ...(scope.all ? {} : { countries: [scope.country] }) } }
    }
  },
  "photo-types": keyed("CreatePhotoType", "photoTypeId", false),
  meetups: keyed("CreateMeetup", "meetupId", true),
  // As a reward: a country admin's article reaches their country, without having to say so.
  news: {
    type: "DraftNews",
    country: false,
    command: (record, scope) => {
      const { id, command } = keyed("DraftNews", "newsId", false).command(record, scope)
      const { countries, ...rest } = withoutBlanks(command, ["summary", "coverFileId", "countries", "clientIds"])
      return { id, command: { ...rest, ...(scope.all ? (countries === undefined ? {} : { countries }) : { countries: [scope.country] }) } }
    }
  },
  "faq-categories": keyed("CreateFaqCategory", "categoryId", false),
  "faq-entries": keyed("AddFaqEntry", "entryId", false),
  surveys: {
    type: "SaveSurvey",
    country: false,
    command: (record) => {
      const id = String(record["surveyId"] ?? record["id"])
      return { id, command: saveSurveyCommand(id, record) }
    }
  },
  playlists: keyed("CreatePlaylist", "playlistId", false),
  // An audio's record id is `<playlistId>:<audioId>`, as the resource lists it.
  "podcast-audios": {
    type: "AddAudio",
    country: false,
    command: (record) => {
      const { id, ...rest } = record
      return { id: `${String(rest.playlistId)}:${String(rest.audioId)}`, command: rest }
    }
  },
  "library-files": keyed("AddLibraryFile", "libraryFileId", false),
  // A webinar's lounge, keyed by its class id; the console names the country `country`, the command `countryId`.
  lounges: {
    type: "OpenLounge",
    country: true,
    command: (record) => {
      const { id, country, countryId, ...rest } = record
      const classId = rest["classId"] ?? id
      return { id: String(classId), command: { ...rest, classId, countryId: country ?? countryId } }
    }
  },
  "site-pages": {
    type: "SaveSitePage",
    country: false,
    command: (record, scope) => {
      const { id, command } = keyed("SaveSitePage", "pageId", false).command(record, scope)
      return { id, command: withoutBlanks(command, ["campaignId", "agencyId"]) }
    }
  },
  "classes-catalogs": {
    type: "CreateCatalog",
    country: false,
    command: (record, scope) => {
      const { id, command } = keyed("CreateCatalog", "catalogId", false).command(record, scope)
      return { id, command: withoutBlanks(command, ["description", "courseIds"]) }
    }
  },
  // A class is its country's: a country admin's is scheduled in their own country.
  classes: {
    type: "ScheduleClass",
    country: true,
    command: (record, scope) => {
      const { id, command } = keyed("ScheduleClass", "classId", true).command(record, scope)
      return { id, command: withoutBlanks(command, ["courseId", "model", "address", "link", "recurrence", "inviteOnly"]) }
    }
  }
}

/** The command without the optional fields the console sends blank (`null`, `""`): the domain takes them as absent. */
const withoutBlanks = (command: Record<string, unknown>, optional: ReadonlyArray<string>) =>
  Object.fromEntries(Object.entries(command).filter(([k, v]) => !optional.includes(k) || (v != null && v !== "")))

export const isCreatable = (name: string): name is (typeof creatableResources)[number] => (creatableResources as ReadonlyArray<string>).includes(name)

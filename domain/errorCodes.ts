import * as account from "./account/errors.ts"
import * as http from "./api/errors.ts"
import * as files from "./api/files/errors.ts"
import * as certificates from "./api/learning/errors.ts"
import * as selfService from "./api/accounts/errors.ts"
import * as campaign from "./campaign/errors.ts"
import * as client from "./client/errors.ts"
import * as level from "./level/errors.ts"
import * as reference from "./reference/errors.ts"
import * as registration from "./registration/errors.ts"
import * as replay from "./replay/errors.ts"
import * as sale from "./sale/errors.ts"
import * as wallet from "./wallet/errors.ts"
import * as course from "./course/errors.ts"
import * as test from "./test/errors.ts"
import * as trail from "./trail/errors.ts"
import * as enrolment from "./enrolment/errors.ts"
import * as attempt from "./attempt/errors.ts"
import * as reward from "./reward/errors.ts"
import * as order from "./order/errors.ts"
import * as photo from "./photo/errors.ts"
import * as meetup from "./meetup/errors.ts"
import * as forum from "./forum/errors.ts"
import * as fieldHttp from "./api/field/errors.ts"
import * as transfer from "./transfer/errors.ts"
import * as news from "./news/errors.ts"
import * as faq from "./faq/errors.ts"
import * as support from "./support/errors.ts"
import * as survey from "./survey/errors.ts"
import * as game from "./game/errors.ts"
import * as podcast from "./podcast/errors.ts"
import * as library from "./library/errors.ts"
import * as podcastsLibraryHttp from "./api/podcastsLibrary/errors.ts"
import * as sence from "./sence/errors.ts"
import * as lounge from "./lounge/errors.ts"
import * as scorm from "./scorm/errors.ts"
import * as mediaResume from "./mediaResume/errors.ts"
import * as branding from "./branding/errors.ts"
import * as brandingHttp from "./api/branding/errors.ts"
import * as sso from "./api/sso/errors.ts"
import * as sitePage from "./sitePage/errors.ts"
import * as klass from "./class/errors.ts"
import * as catalog from "./catalog/errors.ts"
import { InvalidInput, UnknownCommand } from "./shared/commandHandler.ts"
import { ConcurrencyConflict, DuplicateEventId } from "./shared/eventStore.ts"

/**
 * Every error class the programme can answer with, by module: each `domain/<aggregate>/errors.ts`
 * plus malformed input and the store's own errors. A new errors.ts module is added here (a test
 * fails until it is), and every code it brings needs a message in each locale of domain/i18n.
 */
export const errorModules = {
  account,
  campaign,
  client,
  level,
  reference,
  registration,
  replay,
  sale,
  wallet,
  http,
  files,
  certificates,
  selfService,
  course,
  test,
  trail,
  enrolment,
  attempt,
  reward,
  order,
  photo,
  meetup,
  forum,
  fieldHttp,
  transfer,
  news,
  faq,
  support,
  survey,
  game,
  podcast,
  library,
  podcastsLibraryHttp,
  sence,
  lounge,
  scorm,
  mediaResume,
  branding,
  brandingHttp,
  sso,
  sitePage,
  klass,
  catalog,
  input: { InvalidInput, UnknownCommand },
  store: { ConcurrencyConflict, DuplicateEventId }
} as const

type Modules = typeof errorModules
type CodeOf<C> = C extends abstract new (...args: any) => { readonly code: infer K extends string } ? K : never

/** The stable codes (`sale.window_expired`, …): a union, so catalogues are checked by the compiler. */
export type ErrorCode = { [M in keyof Modules]: { [K in keyof Modules[M]]: CodeOf<Modules[M][K]> }[keyof Modules[M]] }[keyof Modules]

export interface ErrorSpec {
  readonly code: ErrorCode
  readonly tag: string
  /** The fields of its details: what a message may interpolate. */
  readonly fields: ReadonlyArray<string>
}

/** Reads a class's `code` getter without building an error (the getters return constants). */
const codeOf = (cls: Function): string | undefined => Object.getOwnPropertyDescriptor(cls.prototype, "code")?.get?.call(undefined)

const fieldsOf = (cls: Function): ReadonlyArray<string> =>
  Object.keys((cls as { fields?: Record<string, unknown> }).fields ?? {}).filter((k) => k !== "_tag")

export const errorSpecs: ReadonlyArray<ErrorSpec> = Object.values(errorModules).flatMap((module) =>
  Object.values(module as Record<string, unknown>).flatMap((cls) => {
    if (typeof cls !== "function") return []
    const code = codeOf(cls)
    return code === undefined ? [] : [{ code: code as ErrorCode, tag: cls.name, fields: fieldsOf(cls) }]
  })
)

export const errorCodes: ReadonlyArray<ErrorCode> = errorSpecs.map((e) => e.code)

/**
 * The activity types the console authors (SPEC §3) and the content kind each plays, as the server's
 * `contentKindOf` (domain/course/content.ts) says; the server decides again on save. Tests and
 * quizzes take no content: their question bank is built on the course's page (CreateTest) before
 * it can be published. Games are edited as their JSON, checked by the domain's rules (content/).
 */
export const activityTypes = {
  pdf: "file",
  ppt: "file",
  video: "file",
  audio: "file",
  image: "file",
  youtube: "url",
  vimeo: "url",
  wowza: "url",
  linkedin_slidshare: "url",
  scorm: "scorm",
  html: "html",
  conventional_test: undefined,
  block_test: undefined,
  restart_test: undefined,
  block_general_test: undefined,
  restart_general_test: undefined,
  evaluated_quiz: undefined,
  unevaluated_quiz: undefined,
  game: "game",
  drag_drop_game: "game",
  drag_words_game: "game",
  find_pairs_game: "game",
  this_or_that_game: "game",
  fill_blanks_game: "game",
  true_false_game: "game",
  flashcards_game: "game",
  enigma_game: "game",
  reaction_evaluation: undefined,
  webinar: undefined,
  presential_event: undefined
} as const satisfies Record<string, ContentKind | undefined>

export type ContentKind = "file" | "url" | "scorm" | "html" | "game"

export const contentKindOf = (type: string | undefined): ContentKind | undefined =>
  type === undefined ? undefined : (activityTypes as Record<string, ContentKind | undefined>)[type]

/** What the file picker offers per type (the server sniffs the bytes whatever the name says). */
export const acceptOf = (type: string | undefined): string =>
  type === "pdf" ? "application/pdf" : type === "video" ? "video/*" : type === "audio" ? "audio/*" : type === "image" ? "image/*" : "*/*"

/** Whether a type is a test or quiz (as domain/course/state.ts `isTestType`). */
export const isTestType = (type: string): boolean => type.endsWith("_test") || type.endsWith("_quiz")

/** The test kind (CreateTest's `kind`) a test activity's type takes: `block_test` → `block`. */
export const testKindOf = (type: string): string => (type.endsWith("_test") ? type.slice(0, -"_test".length) : type)

/** Types the learning catalogue names (vitrine.learning.types) or, added here, vitrine.authoring.types. */
export const typeLabel = (translate: (key: string, options?: object) => string, type: string): string =>
  translate(`vitrine.learning.types.${type}`, { _: translate(`vitrine.authoring.types.${type}`, { _: type }) })

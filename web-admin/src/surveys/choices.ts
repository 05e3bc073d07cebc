/** The survey's types, question kinds and states (domain/survey/commands.ts, state.ts), for the console's selects and chips. */
export const surveyTypes = ["satisfaction", "research", "evaluation"] as const
export const questionKinds = ["alternatives", "alternatives_justified", "multiple_choice", "multiple_choice_justified", "essay"] as const
export const surveyStatuses = ["saved", "published", "unpublished"] as const

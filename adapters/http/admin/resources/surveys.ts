import type { ResourceSpec } from "../resource.ts"

/**
 * Surveys as last saved: every admin sees their definitions (surveys reach client companies, not
 * a country); only owners change them, and results are read through `surveys/:id/results`.
 */
export const surveysResource: ResourceSpec = {
  name: "surveys",
  from: "surveys sv",
  id: "sv.survey_id",
  fields: {
    id: "sv.survey_id",
    surveyId: "sv.survey_id",
    title: "sv.title",
    type: "sv.type",
    description: "sv.description",
    status: "sv.status",
    startsOn: "sv.starts_on",
    endsOn: "sv.ends_on",
    score: "sv.score",
    mandatory: "sv.mandatory",
    owners: "sv.owners",
    clients: "sv.clients",
    permissions: "sv.permissions",
    questions: "sv.questions",
    answers: "sv.answers",
    savedAt: "sv.saved_at"
  },
  filters: { status: "sv.status", type: "sv.type", mandatory: "sv.mandatory" },
  search: ["sv.title LIKE ?"],
  scope: undefined,
  json: ["owners", "clients", "permissions", "questions"],
  booleans: ["mandatory"],
  defaultSort: ["savedAt", "DESC"],
  roles: ["admin"]
}

type Record_ = Readonly<Record<string, unknown>>

/** A question as the console's editor sends it: options only on choice kinds, never nulls. */
const question = (q: unknown) => {
  const { questionId, kind, text, mandatory, options } = (q ?? {}) as Record_
  return { questionId, kind, text, mandatory: mandatory === true, ...(kind === "essay" || options == null ? {} : { options }) }
}

/** `SaveSurvey` from the whole record the console sends (create or edit): only the command's fields. */
export const saveSurveyCommand = (surveyId: string, r: Record_): Record<string, unknown> => ({
  surveyId,
  title: r["title"],
  type: r["type"],
  startsOn: r["startsOn"],
  endsOn: r["endsOn"],
  score: r["score"] ?? 0,
  mandatory: r["mandatory"] === true,
  owners: r["owners"] ?? [],
  clients: r["clients"] ?? [],
  permissions: r["permissions"] ?? [],
  ...(r["description"] == null || r["description"] === "" ? {} : { description: r["description"] }),
  questions: Array.isArray(r["questions"]) ? r["questions"].map(question) : r["questions"]
})

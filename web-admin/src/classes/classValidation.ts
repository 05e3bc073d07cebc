import { maxValue, minValue, number, regex, required } from "react-admin"

/**
 * The form's checks, as domain/class (ScheduleClass) makes them, said in the console's language
 * before the server would: `HH:MM` times, an end after the start, a vacancy of 1 to 100 000, a
 * recurrence of 2 to 366 sessions, a course for a presential class.
 */
export const time = [required(), regex(/^([01]\d|2[0-3]):[0-5]\d$/, "vitrine.classes2.time_format")]
export const vacancy = [required(), number(), minValue(1), maxValue(100_000)]
export const sessions = [minValue(2), maxValue(366)]

type Values = Record<string, unknown> & { recurrence?: { freq?: string | null; count?: number | null } | null }

export const validateClass = (values: Values): Record<string, unknown> => {
  const errors: Record<string, unknown> = {}
  const start = String(values["startTime"] ?? "")
  const end = String(values["endTime"] ?? "")
  if (start !== "" && end !== "" && end <= start) errors["endTime"] = "vitrine.classes2.ends_before_start"
  if (values["type"] === "presential_class" && (values["courseId"] ?? "") === "") errors["courseId"] = "vitrine.classes2.course_required"
  const r = values.recurrence
  const freq = r?.freq ?? ""
  const count = r?.count ?? null
  if (freq !== "" && count === null) errors["recurrence"] = { count: "vitrine.classes2.recurrence_count" }
  if (freq === "" && count !== null) errors["recurrence"] = { freq: "vitrine.classes2.recurrence_freq" }
  return errors
}

/** The ScheduleClass the API takes: the id as `classId`, a recurrence only when both its fields are set. */
export const toScheduleClass = (r: Values) => {
  const { recurrence, ...rest } = r
  const repeats = recurrence && recurrence.freq && recurrence.count ? { recurrence: { freq: recurrence.freq, count: Number(recurrence.count) } } : {}
  return { ...rest, classId: r["id"], vacancy: Number(r["vacancy"]), inviteOnly: r["inviteOnly"] === true, ...repeats }
}

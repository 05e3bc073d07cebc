import type { ClassStatus, ClassType } from "./events.ts"

/**
 * The allowed moves of DESIGN §4.9: a streamed class (webinar, live class) goes `live` and may
 * drop `offline`; a presential one is `in_progress`. Either may pause (`intermission`) and come
 * back; `canceled` is reachable from every state before `finished`.
 */
const streamed: Readonly<Record<ClassStatus, ReadonlyArray<ClassStatus>>> = {
  pre_scheduled: ["scheduled"],
  scheduled: ["pre_scheduled", "open"],
  open: ["scheduled", "live"],
  live: ["intermission", "offline", "finished"],
  intermission: ["live", "finished"],
  offline: ["live", "finished"],
  in_progress: [],
  finished: ["awaiting_results"],
  awaiting_results: ["closed"],
  closed: [],
  canceled: []
}

const presential: Readonly<Record<ClassStatus, ReadonlyArray<ClassStatus>>> = {
  ...streamed,
  open: ["scheduled", "in_progress"],
  in_progress: ["intermission", "finished"],
  intermission: ["in_progress", "finished"],
  live: [],
  offline: []
}

const beforeFinished: ReadonlySet<ClassStatus> = new Set(["pre_scheduled", "scheduled", "open", "live", "in_progress", "intermission", "offline"])

export const movesFrom = (type: ClassType, from: ClassStatus): ReadonlyArray<ClassStatus> => {
  const next = (type === "presential_class" ? presential : streamed)[from]
  return beforeFinished.has(from) ? [...next, "canceled"] : next
}

export const canMove = (type: ClassType, from: ClassStatus, to: ClassStatus): boolean => movesFrom(type, from).includes(to)

/** The class has begun: presence can be validated from now on. */
export const hasStarted = (s: ClassStatus): boolean => !["pre_scheduled", "scheduled", "open", "canceled"].includes(s)

/** Learners may still leave: the class has not begun. */
export const takesUnsubscription = (s: ClassStatus): boolean => ["pre_scheduled", "scheduled", "open"].includes(s)

/** The class states of DESIGN §4.9 and the moves each kind of class allows (domain/class/moves.ts says the same). */
export const classTypes = ["presential_class", "webinar", "live_class"] as const
export const classStatuses = ["pre_scheduled", "scheduled", "open", "live", "in_progress", "intermission", "offline", "finished", "awaiting_results", "closed", "canceled"] as const

const streamed: Record<string, ReadonlyArray<string>> = {
  pre_scheduled: ["scheduled"],
  scheduled: ["pre_scheduled", "open"],
  open: ["scheduled", "live"],
  live: ["intermission", "offline", "finished"],
  intermission: ["live", "finished"],
  offline: ["live", "finished"],
  finished: ["awaiting_results"],
  awaiting_results: ["closed"]
}
const presential: Record<string, ReadonlyArray<string>> = {
  ...streamed,
  open: ["scheduled", "in_progress"],
  in_progress: ["intermission", "finished"],
  intermission: ["in_progress", "finished"]
}
const running = new Set(["pre_scheduled", "scheduled", "open", "live", "in_progress", "intermission", "offline"])

/** The buttons a class's screen offers; the server refuses any other move (`class.move_refused`). */
export const movesOf = (type: string, status: string): ReadonlyArray<string> => [
  ...((type === "presential_class" ? presential : streamed)[status] ?? []),
  ...(running.has(status) ? ["canceled"] : [])
]

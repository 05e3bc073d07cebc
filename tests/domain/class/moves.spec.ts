import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { ClassMoved, ClassScheduled } from "../../../domain/class/events.ts"
import type { ClassStatus } from "../../../domain/class/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { classesWorld, move, schedule } from "./support.ts"

let s: Scenario | undefined
afterEach(() => (s?.close(), (s = undefined)))

const all: ReadonlyArray<ClassStatus> = ["pre_scheduled", "scheduled", "open", "live", "in_progress", "intermission", "offline", "finished", "awaiting_results", "closed", "canceled"]

/** The paths that reach each state of a class of each kind, from pre-scheduled (DESIGN §4.9). */
const paths: Record<"presential_class" | "webinar", Partial<Record<ClassStatus, ReadonlyArray<ClassStatus>>>> = {
  presential_class: {
    pre_scheduled: [],
    scheduled: ["scheduled"],
    open: ["scheduled", "open"],
    in_progress: ["scheduled", "open", "in_progress"],
    intermission: ["scheduled", "open", "in_progress", "intermission"],
    finished: ["scheduled", "open", "in_progress", "finished"],
    awaiting_results: ["scheduled", "open", "in_progress", "finished", "awaiting_results"],
    closed: ["scheduled", "open", "in_progress", "finished", "awaiting_results", "closed"],
    canceled: ["canceled"]
  },
  webinar: {
    pre_scheduled: [],
    scheduled: ["scheduled"],
    open: ["scheduled", "open"],
    live: ["scheduled", "open", "live"],
    intermission: ["scheduled", "open", "live", "intermission"],
    offline: ["scheduled", "open", "live", "offline"],
    finished: ["scheduled", "open", "live", "finished"],
    awaiting_results: ["scheduled", "open", "live", "finished", "awaiting_results"],
    closed: ["scheduled", "open", "live", "finished", "awaiting_results", "closed"],
    canceled: ["canceled"]
  }
}

/** Every allowed move, written out: anything not listed is refused. */
const allowed: Record<"presential_class" | "webinar", Partial<Record<ClassStatus, ReadonlyArray<ClassStatus>>>> = {
  presential_class: {
    pre_scheduled: ["scheduled", "canceled"],
    scheduled: ["pre_scheduled", "open", "canceled"],
    open: ["scheduled", "in_progress", "canceled"],
    in_progress: ["intermission", "finished", "canceled"],
    intermission: ["in_progress", "finished", "canceled"],
    finished: ["awaiting_results"],
    awaiting_results: ["closed"],
    closed: [],
    canceled: []
  },
  webinar: {
    pre_scheduled: ["scheduled", "canceled"],
    scheduled: ["pre_scheduled", "open", "canceled"],
    open: ["scheduled", "live", "canceled"],
    live: ["intermission", "offline", "finished", "canceled"],
    intermission: ["live", "finished", "canceled"],
    offline: ["live", "finished", "canceled"],
    finished: ["awaiting_results"],
    awaiting_results: ["closed"],
    closed: [],
    canceled: []
  }
}

/** One programme per kind; each test takes a class of its own, brought to its state by facts (given). */
const scheduled = (classId: string, type: "presential_class" | "webinar") =>
  new ClassScheduled({ classId, type, title: "Turma", clientId: "academy", country: "BR", date: "2026-03-10", startTime: "19:00", endTime: "21:00", vacancy: 10, instructorId: "i1", inviteOnly: false })

let n = 0
describe.each(["presential_class", "webinar"] as const)("MoveClass of a %s", (type) => {
  let shared: Scenario
  beforeAll(() => {
    shared = scenario()
  })
  afterAll(() => shared.close())
  for (const [from, path] of Object.entries(paths[type]) as Array<[ClassStatus, ReadonlyArray<ClassStatus>]>) {
    for (const to of all) {
      const ok = (allowed[type][from] ?? []).includes(to)
      it(`${ok ? "moves" : "refuses"} ${from} → ${to}`, () => {
        const classId = `k${++n}`
        let at: ClassStatus = "pre_scheduled"
        shared.given(scheduled(classId, type), ...path.map((next) => new ClassMoved({ classId, from: at, to: (at = next) })))
        const outcome = shared.when({ type: "MoveClass", payload: { classId, to } })
        if (ok) outcome.thenEvents(new ClassMoved({ classId, from, to }))
        else outcome.thenRejects("class.move_refused", { classId, from, to })
      })
    }
  }
})

describe("who moves a class", () => {
  it("its instructor and admins do; another instructor is told it does not exist; a learner is forbidden", () => {
    s = scenario().run(...classesWorld, schedule())
    s.when(move("scheduled", "k1", "admin:i2")).thenRejects("class.not_found")
    s.when(move("scheduled", "k1", "user:u1")).thenRejects("auth.forbidden")
    expect(s.send(move("scheduled", "k1", "admin:i1")).outcome.status).toBe("accepted")
  })
})

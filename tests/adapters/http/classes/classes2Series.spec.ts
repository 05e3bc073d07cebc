import { describe, expect, it } from "vitest"
import { myClassOf } from "../../../../adapters/http/classes/myClasses.ts"

// A weekly webinar of four sessions, 28 April to 19 May, 19:00–21:00 in Brasília: the learner's view
// of it is not "finished" after its first session, and its reaction evaluation waits for the last.
const row = {
  classId: "w-launch", type: "webinar", title: "Lançamento", courseId: "pc", courseTitle: "Curso", date: "2026-04-28", startTime: "19:00", endTime: "21:00",
  timeZone: "America/Sao_Paulo", startsAtMs: Date.parse("2026-04-28T22:00:00Z"), endsAtMs: Date.parse("2026-04-29T00:00:00Z"), model: null, address: null,
  vacancy: 30, taken: 1, link: null, instructorName: null, inviteOnly: 0, status: "open", recurrence: JSON.stringify({ freq: "weekly", count: 4 }),
  invited: 0, subscribed: 1, present: 0, locked: null, firstActivityOrder: 1, reactionOrder: 9
}

describe("a recurring class seen by its learner", () => {
  it("stays open between its sessions and ends with the last one", () => {
    const afterFirst = myClassOf(row as never, Date.parse("2026-04-29T01:00:00Z"))
    expect(afterFirst).toMatchObject({ shownStatus: "open", reactionOpen: false })
    const beforeLast = myClassOf(row as never, Date.parse("2026-05-19T23:59:59Z"))
    expect(beforeLast).toMatchObject({ shownStatus: "open", reactionOpen: false })
    const afterLast = myClassOf(row as never, Date.parse("2026-05-20T00:00:00Z"))
    expect(afterLast).toMatchObject({ shownStatus: "finished", reactionOpen: true })
  })

  it("without recurrence, ends with its one session", () => {
    expect(myClassOf({ ...row, recurrence: null } as never, Date.parse("2026-04-29T00:00:00Z"))).toMatchObject({ shownStatus: "finished", reactionOpen: true })
  })
})

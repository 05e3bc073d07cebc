import { afterEach, describe, expect, it } from "vitest"
import { CourseEdited } from "../../../domain/course/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { activities, createCourse, createTest, enrol, publish, tags } from "../learning/support.ts"

// Editing a draft course (EditCourse): the draft replaced whole, by the rules of its creation; published courses are fixed.
let s: Scenario
afterEach(() => s.close())

const edit = (courseId: string, extra: Record<string, unknown> = {}) => ({
  type: "EditCourse",
  payload: { ...(createCourse(courseId).payload as Record<string, unknown>), ...extra }
})

const draft = () => standardProgramme(scenario()).run(createCourse("K1"))

describe("EditCourse on a draft", () => {
  it("records the new draft whole: title, catalogue fields, activities added, removed and reordered", () => {
    s = draft()
    const reordered = [
      { activityId: "t1", type: "conventional_test", hierarchyOrder: 1, mandatory: true, blocking: false },
      { activityId: "h1", title: "Leia", type: "html", hierarchyOrder: 2, mandatory: false, blocking: false, content: { kind: "html", html: "<p>Oi</p>" } }
    ]
    s.when(edit("K1", { title: "Curso novo", category: "Produtos", tags: ["cpu"], workloadHours: 3, activities: [reordered[1], reordered[0]] })).thenEvents(
      new CourseEdited({
        courseId: "K1",
        title: "Curso novo",
        category: "Produtos",
        tags: ["cpu"],
        workloadHours: 3,
        enrolmentType: "open",
        prerequisites: [],
        mandatory: false,
        activities: reordered as never
      })
    )
  })

  it("publishes with the edited activities: the order and the test requirement follow the edit", () => {
    s = draft()
    s.run(edit("K1", { activities: activities({ activityId: "p1", type: "pdf" }, { activityId: "t2", type: "conventional_test" }) }))
    s.when(publish("K1")).thenRejects("course.test_missing", { courseId: "K1", activityId: "t2" })
    s.run(createTest("T2", "K1", "t2"))
    expect(tags(s.when(publish("K1")).events)).toEqual(["CoursePublished"])
  })

  it("refuses what a creation refuses: no activity, an activity twice, an unknown prerequisite, content of another kind", () => {
    s = draft()
    s.when(edit("K1", { activities: [] })).thenRejects("course.no_activities", { courseId: "K1" })
    s.when(edit("K1", { activities: activities({ activityId: "v1" }, { activityId: "v1" }) })).thenRejects("course.duplicate_activity", { activityId: "v1" })
    s.when(edit("K1", { prerequisites: ["K9"] })).thenRejects("course.not_found", { courseId: "K9" })
    s.when(edit("K1", { prerequisites: ["K1"] })).thenRejects("course.not_found", { courseId: "K1" })
    const pdfWithUrl = [{ activityId: "p1", type: "pdf", hierarchyOrder: 1, mandatory: true, blocking: false, content: { kind: "url", url: "https://youtube.com/x" } }]
    s.when(edit("K1", { activities: pdfWithUrl })).thenRejects("course.content_mismatch", { activityId: "p1", type: "pdf", kind: "url" })
  })

  it("refuses a game that cannot be won", () => {
    s = draft()
    const lonely = { type: "find_pairs", errorsAllowed: 1, cards: [{ cardId: "k1", pairId: "p", label: "A" }, { cardId: "k2", pairId: "q", label: "B" }] }
    const game = [{ activityId: "g1", type: "find_pairs_game", hierarchyOrder: 1, mandatory: true, blocking: false, content: { kind: "game", game: lonely } }]
    s.when(edit("K1", { activities: game })).thenRejects("game.pair_without_match", { activityId: "g1", pairId: "p" })
  })

  it("refuses an unknown course", () => {
    s = draft()
    s.when(edit("K9")).thenRejects("course.not_found", { courseId: "K9" })
  })
})

describe("a published or archived course", () => {
  it("is fixed: an edit is refused with course.not_draft (a new version is a new course)", () => {
    s = draft().run(createTest("T1", "K1"), publish("K1"), enrol("K1"))
    s.when(edit("K1", { title: "Outro" })).thenRejects("course.not_draft", { courseId: "K1", status: "published" })
    s.run({ type: "ArchiveCourse", payload: { courseId: "K1" } })
    s.when(edit("K1", { title: "Outro" })).thenRejects("course.not_draft", { courseId: "K1", status: "archived" })
  })
})

describe("a tested activity the edit removes or retypes", () => {
  it("loses its test: the activity may take a new one", () => {
    s = draft().run(createTest("T1", "K1"))
    s.when(createTest("T2", "K1")).thenRejects("test.activity_taken", { activityId: "t1", testId: "T1" })
    s.run(edit("K1", { activities: activities({ activityId: "v1" }) }), edit("K1"))
    expect(tags(s.when(createTest("T2", "K1")).events)).toEqual(["TestCreated", "TestAttached"])
  })

  it("keeps its test while it stays a test, moved or renamed", () => {
    s = draft().run(createTest("T1", "K1"))
    s.run(edit("K1", { activities: activities({ activityId: "t1", type: "conventional_test" }, { activityId: "v1" }) }))
    s.when(createTest("T2", "K1")).thenRejects("test.activity_taken", { activityId: "t1", testId: "T1" })
    expect(tags(s.when(publish("K1")).events)).toEqual(["CoursePublished"])
  })
})

import { afterEach, describe, expect, it } from "vitest"
import { MediaPositionSaved } from "../../../domain/mediaResume/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { enrol, publish, tags } from "../learning/support.ts"
import { savePosition, scormCourse, scormLearning } from "../scorm/support.ts"

let s: Scenario
afterEach(() => s.close())

const saved = (positionSeconds: number, durationSeconds = 60) => new MediaPositionSaved({ courseId: "KS", userId: "u1", activityId: "v1", positionSeconds, durationSeconds })

describe("SaveMediaPosition (DESIGN §4.8: a video watched to its end completes it; the player resumes)", () => {
  it("keeps where the learner stopped, clipped to the media's length", () => {
    s = scormLearning(scenario(), true)
    s.when(savePosition(12.5)).thenEvents(saved(12.5))
    s.when(savePosition(3)).thenEvents(saved(3))
    expect(s.when(savePosition(75)).handled.events[0]).toEqual(saved(60))
  })

  it("completes the activity at the media's end (its last two seconds, a twentieth of a short one), not before", () => {
    s = scormLearning(scenario(), true)
    s.when(savePosition(57.9)).thenEvents(saved(57.9))
    expect(tags(s.when(savePosition(58)).handled.events)).toEqual(["MediaPositionSaved", "ActivityCompleted"])
    // Already completed: watching again from the start keeps it so and adds nothing more.
    expect(tags(s.when(savePosition(59)).handled.events)).toEqual(["MediaPositionSaved"])
    expect(tags(s.when(savePosition(500)).handled.events)).toEqual(["MediaPositionSaved"])
  })

  it("counts a short media's end by a twentieth of its length", () => {
    s = scormLearning(scenario(), true)
    s.when(savePosition(3.7, 4)).thenEvents(saved(3.7, 4))
    expect(tags(s.when(savePosition(3.8, 4)).handled.events)).toEqual(["MediaPositionSaved", "ActivityCompleted"])
  })

  it("keeps positions of video and audio activities only, of an enrolled learner", () => {
    s = standardProgramme(scenario()).run(scormCourse("KS", true), publish("KS"))
    s.when(savePosition(5)).thenRejects("enrolment.not_enrolled")
    s.run(enrol("KS"))
    s.when(savePosition(5, 60, "s1")).thenRejects("course.activity_locked")
    s.when(savePosition(5, 60, "nope")).thenRejects("course.unknown_activity")
    s.run(savePosition(60))
    s.when(savePosition(5, 60, "s1")).thenRejects("media.not_media_activity", { courseId: "KS", activityId: "s1" })
    expect(() => s.send(savePosition(-1))).toThrow(/does not decode/)
    expect(() => s.send(savePosition(1, 0))).toThrow(/does not decode/)
  })
})

import { describe, expect, it } from "vitest"
import { trailApproved, trailProgress } from "../../../domain/trail/progress.ts"

const course = (mandatory: boolean, approved: boolean, begun = approved) => ({ mandatory, approved, begun })

describe("a trail's progress is its courses' progress", () => {
  it("is approved once every mandatory course is, whatever the optional ones", () => {
    expect(trailApproved([course(true, true), course(false, false), course(true, true)])).toBe(true)
    expect(trailApproved([course(true, true), course(false, true), course(true, false)])).toBe(false)
  })

  it("with no mandatory course, asks for every course", () => {
    expect(trailApproved([course(false, true), course(false, false)])).toBe(false)
    expect(trailApproved([course(false, true), course(false, true)])).toBe(true)
  })

  it("counts the courses approved, in whole percent rounded down, and names the status", () => {
    expect(trailProgress([course(false, false), course(false, false), course(false, false)])).toEqual({ coursesApproved: 0, courses: 3, percent: 0, approved: false, status: "not_started" })
    expect(trailProgress([course(false, false, true), course(false, false), course(false, false)])).toMatchObject({ percent: 0, status: "in_progress" })
    expect(trailProgress([course(false, true), course(false, true), course(false, false)])).toEqual({ coursesApproved: 2, courses: 3, percent: 66, approved: false, status: "in_progress" })
    expect(trailProgress([course(true, true), course(false, false)])).toEqual({ coursesApproved: 1, courses: 2, percent: 50, approved: true, status: "approved" })
  })
})

import { afterEach, describe, expect, it } from "vitest"
import { agencyCodes } from "../../../domain/sence/codes.ts"
import { SenceClientCodeSet, SenceCourseCodeSet, SenceSessionOpened, SenceSessionStarted } from "../../../domain/sence/events.ts"
import { normalizeRut } from "../../../domain/sence/rut.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"

let s: Scenario
afterEach(() => s.close())

const T0 = "2026-04-20T10:00:00-04:00"
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()

const account = (userId: string, country: string, document: string): Step => ({
  type: "RegisterAccount",
  payload: { userId, country, document, email: `${userId}@example.cl`, fullName: "Camila Rojas Soto", birthday: "1990-05-01", role: "learner" }
})
const course: Step = {
  type: "CreateCourse",
  payload: { courseId: "K1", title: "Ventas", workloadHours: 1, enrolmentType: "open", activities: [{ activityId: "p1", type: "pdf", hierarchyOrder: 1, mandatory: true, blocking: false }] }
}
const clientCode = (senceCode: string, clientId = "acme"): Step => ({ type: "SetClientSenceCode", payload: { clientId, senceCode } })
const courseCode = (code: string, courseId = "K1"): Step => ({ type: "SetCourseSenceCode", payload: { courseId, courseCode: code } })
const open = (userId = "cl1", sessionId = "ss1"): Step => ({ type: "OpenSenceSession", payload: { sessionId, userId, courseId: "K1", clientId: "acme" } })
const start = (extra: Record<string, unknown> = {}, userId = "cl1"): Step => ({ type: "StartSenceSession", payload: { sessionId: "ss1", userId, rut: "12.345.678-5", ...extra } })

/** A client `acme` with Chilean cl1 and Brazilian br1 as members, and course K1. */
const base = () =>
  scenario()
    .at(T0)
    .run(
      account("cl1", "CL", "12.345.678-5"),
      account("cl2", "CL", "11.111.111-1"),
      account("br1", "BR", "529.982.247-25"),
      { type: "CreateClient", payload: { clientId: "acme", name: "Acme", homeRoute: "/courses", features: { courses: true } } },
      { type: "AddUserToClient", payload: { clientId: "acme", userId: "cl1" } },
      { type: "AddUserToClient", payload: { clientId: "acme", userId: "br1" } },
      course
    )
const configured = () => base().run(clientCode("1234567890"), courseCode("CUR-0001"))

describe("SENCE codes of a client and a course", () => {
  it("takes a client's code of 10 characters or more, and refuses a shorter one", () => {
    s = base()
    s.when(clientCode("123456789")).thenRejects("sence.code_too_short", { clientId: "acme", min: 10 })
    s.when(clientCode("1234567890")).thenEvents(new SenceClientCodeSet({ clientId: "acme", senceCode: "1234567890" }))
    s.when(clientCode("1234567890", "nobody")).thenRejects("client.not_found")
  })

  it("takes a course's code of 7 characters or more, and refuses a shorter one", () => {
    s = base()
    s.when(courseCode("CUR-001")).thenEvents(new SenceCourseCodeSet({ courseId: "K1", courseCode: "CUR-001" }))
    s.when(courseCode("CUR-01")).thenRejects("sence.course_code_too_short", { courseId: "K1", min: 7 })
    s.when(courseCode("CUR-0001", "K-none")).thenRejects("course.not_found")
  })
})

describe("OpenSenceSession", () => {
  it("opens a session for a Chilean member, due 3 minutes later by the server's clock", () => {
    s = configured()
    const now = Date.parse(T0)
    s.when(open()).thenEvents(new SenceSessionOpened({ sessionId: "ss1", userId: "cl1", courseId: "K1", clientId: "acme", openedAt: now, expiresAt: now + 180_000 }))
  })

  it("is for Chilean learners, of the client, on a course and client with codes", () => {
    s = base()
    s.when(open()).thenRejects("sence.not_configured")
    s.run(clientCode("1234567890"))
    s.when(open()).thenRejects("sence.not_configured")
    s.run(courseCode("CUR-0001"))
    s.when(open("br1")).thenRejects("sence.not_chilean")
    s.when(open("cl2")).thenRejects("sence.not_configured")
    expect(s.when(open()).events.map((e) => e._tag)).toEqual(["SenceSessionOpened"])
  })
})

describe("StartSenceSession", () => {
  it("starts the session when the agency accepts within the 3 minutes", () => {
    s = configured().run(open())
    s.at(at(180)).when(start()).thenEvents(new SenceSessionStarted({ sessionId: "ss1", userId: "cl1", courseId: "K1", startedAt: Date.parse(at(180)) }))
    s.when(start()).thenRejects("sence.session_already_started")
  })

  it("refuses RUT and password a millisecond past the 3 minutes", () => {
    s = configured().run(open())
    s.at(new Date(Date.parse(T0) + 180_001).toISOString()).when(start()).thenRejects("sence.session_expired", { sessionId: "ss1", minutes: 3 })
  })

  it("refuses a RUT whose check digit does not match", () => {
    s = configured().run(open())
    s.when(start({ rut: "12.345.678-9" })).thenRejects("sence.rut_invalid")
    s.when(start({ rut: "abc" })).thenRejects("sence.rut_invalid")
  })

  it("answers each agency code with its own code", () => {
    s = configured().run(open())
    const answered = new Set<string>()
    for (const code of agencyCodes) {
      const refused = s.when(start({ agencyCode: code })).handled.outcome
      expect(refused).toMatchObject({ status: "rejected", details: { agencyCode: code } })
      answered.add((refused as { code: string }).code)
    }
    expect(answered.size).toBe(agencyCodes.length)
  })

  it("does not start another learner's session", () => {
    s = configured().run(open())
    s.when(start({}, "cl2")).thenRejects("sence.session_not_found")
  })
})

describe("the RUT's check digit", () => {
  it("reads dots, dash and K as typed", () => {
    expect(normalizeRut("12.345.678-5")).toBe("12345678-5")
    expect(normalizeRut("123456785")).toBe("12345678-5")
    expect(normalizeRut("11.111.111-1")).toBe("11111111-1")
    expect(normalizeRut("10.000.013-k")).toBe("10000013-K")
    expect(normalizeRut("12.345.678-0")).toBeUndefined()
    expect(normalizeRut("")).toBeUndefined()
  })
})

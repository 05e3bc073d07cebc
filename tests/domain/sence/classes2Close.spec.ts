import { afterEach, describe, expect, it } from "vitest"
import { agencyCodes } from "../../../domain/sence/codes.ts"
import { SenceSessionClosed, SenceSessionStarted } from "../../../domain/sence/events.ts"
import { senceSimulator } from "../../../adapters/sence/senceSimulator.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"

let s: Scenario
afterEach(() => s.close())

const T0 = "2026-04-20T10:00:00-04:00"
const at = (seconds: number) => new Date(Date.parse(T0) + seconds * 1000).toISOString()

/** A Chilean learner cl1 of client `acme` (SENCE code set), course K1 with its code, and session ss1 opened. */
const world = () =>
  scenario()
    .at(T0)
    .run(
      { type: "RegisterAccount", payload: { userId: "cl1", country: "CL", document: "12.345.678-5", email: "cl1@example.cl", fullName: "Camila Rojas Soto", birthday: "1990-05-01", role: "learner" } },
      { type: "RegisterAccount", payload: { userId: "cl2", country: "CL", document: "11.111.111-1", email: "cl2@example.cl", fullName: "Diego Soto", birthday: "1990-05-01", role: "learner" } },
      { type: "CreateClient", payload: { clientId: "acme", name: "Acme", homeRoute: "/courses", features: { courses: true } } },
      { type: "AddUserToClient", payload: { clientId: "acme", userId: "cl1" } },
      {
        type: "CreateCourse",
        payload: { courseId: "K1", title: "Ventas", workloadHours: 1, enrolmentType: "open", activities: [{ activityId: "p1", type: "pdf", hierarchyOrder: 1, mandatory: true, blocking: false }] }
      },
      { type: "SetClientSenceCode", payload: { clientId: "acme", senceCode: "1234567890" } },
      { type: "SetCourseSenceCode", payload: { courseId: "K1", courseCode: "CUR-0001" } },
      { type: "OpenSenceSession", payload: { sessionId: "ss1", userId: "cl1", courseId: "K1", clientId: "acme" } }
    )
const start: Step = { type: "StartSenceSession", payload: { sessionId: "ss1", userId: "cl1", rut: "12.345.678-5", agencySessionId: "a1b2c3d4e5f60718" }, at: at(60) }
const close = (extra: Record<string, unknown> = {}, userId = "cl1"): Step => ({ type: "CloseSenceSession", payload: { sessionId: "ss1", userId, ...extra }, at: at(600) })

describe("CloseSenceSession (the agency's close call, DESIGN §4.9)", () => {
  it("a started session keeps the agency's id, and closes once", () => {
    s = world()
    s.when(start).thenEvents(new SenceSessionStarted({ sessionId: "ss1", userId: "cl1", courseId: "K1", startedAt: Date.parse(at(60)), agencySessionId: "a1b2c3d4e5f60718" }))
    s.when(close()).thenEvents(new SenceSessionClosed({ sessionId: "ss1", userId: "cl1", courseId: "K1", closedAt: Date.parse(at(600)) }))
    s.when(close()).thenRejects("sence.session_already_closed", { sessionId: "ss1" })
  })

  it("refuses a session not started, another learner's, and an unknown one", () => {
    s = world()
    s.when(close()).thenRejects("sence.session_not_started", { sessionId: "ss1" })
    s.run(start)
    s.when(close({}, "cl2")).thenRejects("sence.session_not_found")
    s.when({ type: "CloseSenceSession", payload: { sessionId: "nope", userId: "cl1" } }).thenRejects("sence.session_not_found")
    s.when({ ...close(), actor: "user:cl2" }).thenRejects("auth.forbidden")
  })

  it("answers each code of the agency's close with its own code, and leaves the session open", () => {
    s = world().run(start)
    const codes = new Set<string>()
    for (const agencyCode of agencyCodes) {
      const outcome = s.when(close({ agencyCode }))
      expect(outcome.handled.outcome).toMatchObject({ status: "rejected", details: { sessionId: "ss1", agencyCode } })
      expect(outcome.events).toEqual([])
      codes.add((outcome.handled.outcome as { code: string }).code)
    }
    expect(codes.size).toBe(agencyCodes.length)
    s.when(close()).thenEvents(new SenceSessionClosed({ sessionId: "ss1", userId: "cl1", courseId: "K1", closedAt: Date.parse(at(600)) }))
  })
})

describe("the simulator's close", () => {
  const login = { senceCode: "1234567890", courseCode: "CUR-0001", rut: "12345678-5" }
  it("closes a session it started; a session it never issued is unknown (212); `sence-close-<code>` drives the close's code", () => {
    const started = senceSimulator.startSession({ ...login, password: "secret" })
    expect(started.ok).toBe(true)
    const id = started.ok ? started.agencySessionId : ""
    expect(senceSimulator.closeSession({ ...login, agencySessionId: id })).toEqual({ ok: true })
    expect(senceSimulator.closeSession({ ...login, agencySessionId: "" })).toEqual({ ok: false, code: "212" })
    for (const code of agencyCodes) {
      const driven = senceSimulator.startSession({ ...login, password: `sence-close-${code}` })
      expect(driven.ok).toBe(true)
      expect(senceSimulator.closeSession({ ...login, agencySessionId: driven.ok ? driven.agencySessionId : "" })).toEqual({ ok: false, code })
    }
  })
})

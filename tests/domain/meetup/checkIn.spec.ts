import { afterEach, describe, expect, it } from "vitest"
import { CheckedIn, CheckInCodeSet, MeetupCreated } from "../../../domain/meetup/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { holdsLevel, learner, programmeWith } from "../../support/ledger.ts"
import { account } from "../../support/setup.ts"
import { checkIn, createMeetup, during, setCode } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

/** u1 and u2 hold level 2 (meetups open from Creator); u3 is a Junior; ar1 is Argentine. */
const meetupProgramme = (extra: Partial<Record<string, unknown>> = {}) =>
  programmeWith(scenario(), {}, ["u2", "u3"])
    .given(...holdsLevel("u1", 2), ...holdsLevel("u2", 2))
    .run(...account("ar1", "30111222", { country: "AR" }), createMeetup(extra), setCode("123456"))

describe("CreateMeetup", () => {
  it("opens from the Creator level unless it says otherwise", () => {
    s = programmeWith(scenario())
    s.when(createMeetup({ capacity: 30, place: "Auditório" })).thenEvents(
      new MeetupCreated({ meetupId: "m1", country: "BR", title: "Encontro de vendas", startsAt: "2026-01-20T19:00:00-03:00", endsAt: "2026-01-20T21:00:00-03:00", minLevel: 2, capacity: 30, place: "Auditório" })
    )
  })

  it("refuses an end before the start, a repeated id, and a time without its offset", () => {
    s = programmeWith(scenario())
    s.when(createMeetup({ endsAt: "2026-01-20T18:00:00-03:00" })).thenRejects("meetup.ends_before_start")
    s.run(createMeetup())
    s.when(createMeetup()).thenRejects("meetup.already_exists", { meetupId: "m1" })
    expect(() => s.send(createMeetup({ meetupId: "m2", startsAt: "2026-01-20T19:00:00" }))).toThrow(/does not decode/)
  })
})

describe("SetCheckInCode", () => {
  it("takes six digits only", () => {
    s = programmeWith(scenario()).run(createMeetup())
    s.when(setCode("654321")).thenEvents(new CheckInCodeSet({ meetupId: "m1", code: "654321" }))
    s.when(setCode("12345")).thenRejects("checkin.code_format")
    s.when(setCode("12345a")).thenRejects("checkin.code_format")
    s.when(setCode("000001", "nope")).thenRejects("meetup.not_found")
  })
})

describe("CheckIn", () => {
  it("records a learner of the country at the right level with the current code", () => {
    s = meetupProgramme().at(during)
    s.when(checkIn("u1")).thenEvents(new CheckedIn({ meetupId: "m1", userId: "u1" }))
  })

  it("accepts the current and the previous code, and refuses an older one", () => {
    s = meetupProgramme().at(during).run(setCode("222222"))
    expect(s.when(checkIn("u1", "123456")).handled.outcome.status).toBe("accepted")
    s.run(setCode("333333"))
    s.when(checkIn("u2", "123456")).thenRejects("checkin.code_invalid", { meetupId: "m1" })
    expect(s.when(checkIn("u2", "222222")).handled.outcome.status).toBe("accepted")
  })

  it("refuses a learner of another country", () => {
    s = meetupProgramme().given(...holdsLevel("ar1", 2)).at(during)
    s.when(checkIn("ar1")).thenRejects("checkin.other_country", { meetupId: "m1", country: "BR" })
  })

  it("opens 30 minutes before the start and closes at the end", () => {
    s = meetupProgramme()
    s.at("2026-01-20T18:29:59-03:00").when(checkIn("u1")).thenRejects("checkin.closed")
    expect(s.at("2026-01-20T18:30:00-03:00").when(checkIn("u1")).handled.outcome.status).toBe("accepted")
    s.at("2026-01-20T21:00:00-03:00").when(checkIn("u2")).thenRejects("checkin.closed", {
      meetupId: "m1",
      opensAt: "2026-01-20T21:30:00.000Z",
      endsAt: "2026-01-21T00:00:00.000Z"
    })
  })

  it("refuses a code that is not six digits, before comparing it", () => {
    s = meetupProgramme().at(during)
    s.when(checkIn("u1", "12 3456")).thenRejects("checkin.code_format")
    s.when(checkIn("u1", "1234567")).thenRejects("checkin.code_format")
  })

  it("refuses a learner below the meetup's level, and lets a Junior in when the meetup says level 1", () => {
    s = meetupProgramme().at(during)
    s.when(checkIn("u3")).thenRejects("checkin.level_required", { minLevel: 2, level: 1 })
    s.close()
    s = meetupProgramme({ minLevel: 1 }).at(during)
    expect(s.when(checkIn("u3")).handled.outcome.status).toBe("accepted")
  })

  it("takes each learner once", () => {
    s = meetupProgramme().at(during).run(checkIn("u1"))
    s.when(checkIn("u1")).thenRejects("checkin.already", { meetupId: "m1", userId: "u1" })
  })

  it("stops at the capacity", () => {
    s = meetupProgramme({ capacity: 1 }).at(during).run(checkIn("u1"))
    s.when(checkIn("u2")).thenRejects("checkin.full", { meetupId: "m1", capacity: 1 })
  })

  it("refuses an unknown meetup and another learner's check-in", () => {
    s = meetupProgramme().at(during)
    s.when(checkIn("u1", "123456", "nope")).thenRejects("meetup.not_found")
    s.when({ ...checkIn("u1"), actor: "user:u2" }).thenRejects("auth.forbidden")
    expect(s.when({ ...checkIn("u1"), actor: "user:u1" }).handled.outcome.status).toBe("accepted")
  })

  it("refuses a code when none was set yet", () => {
    s = programmeWith(scenario()).given(...holdsLevel("u1", 2)).run(createMeetup()).at(during)
    s.when(checkIn("u1")).thenRejects("checkin.code_invalid")
  })
})

export { learner }

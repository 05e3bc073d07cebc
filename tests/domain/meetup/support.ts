import type { Step } from "../../support/scenario.ts"

/** A meetup in Brazil on 2026-01-20, 19:00 to 21:00 Brasília time, with a code already set. */
export const createMeetup = (extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "CreateMeetup",
  payload: { meetupId: "m1", country: "BR", title: "Encontro de vendas", startsAt: "2026-01-20T19:00:00-03:00", endsAt: "2026-01-20T21:00:00-03:00", ...extra }
})
export const setCode = (code: string, meetupId = "m1"): Step => ({ type: "SetCheckInCode", payload: { meetupId, code } })
export const checkIn = (userId: string, code = "123456", meetupId = "m1"): Step => ({ type: "CheckIn", payload: { meetupId, userId, code } })
export const during = "2026-01-20T19:10:00-03:00"

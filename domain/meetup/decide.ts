import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { requireActive } from "../account/guards.ts"
import { account } from "../account/aggregate.ts"
import { level } from "../level/aggregate.ts"
import { CheckIn, CreateMeetup, SetCheckInCode } from "./commands.ts"
import {
  CheckInAlready,
  CheckInClosed,
  CheckInCodeFormat,
  CheckInCodeInvalid,
  CheckInFull,
  CheckInLevelRequired,
  CheckInOtherCountry,
  MeetupAlreadyExists,
  MeetupEndsBeforeStart,
  MeetupNotFound
} from "./errors.ts"
import { CheckedIn, CheckInCodeSet, MeetupCreated } from "./events.ts"
import { meetup, type MeetupState } from "./state.ts"

/** Meetups are open from the Creator level unless the meetup says otherwise (DESIGN §4.5). */
export const DEFAULT_MIN_LEVEL = 2
/** Check-in opens this long before the start, so people arriving early are counted. */
export const CHECK_IN_OPENS_BEFORE_MS = 30 * 60 * 1000

const sixDigits = /^\d{6}$/

export const createMeetup = defineCommand<CreateMeetup, Lookups>({
  schema: CreateMeetup,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(meetup(c.meetupId)).exists) return yield* new MeetupAlreadyExists({ meetupId: c.meetupId })
      if (Date.parse(c.endsAt) <= Date.parse(c.startsAt)) return yield* new MeetupEndsBeforeStart({ startsAt: c.startsAt, endsAt: c.endsAt })
      const { _tag, ...fields } = c
      return [new MeetupCreated({ ...fields, minLevel: c.minLevel ?? DEFAULT_MIN_LEVEL })]
    })
})

const requireMeetup = (meetupId: string, s: MeetupState) => (s.exists ? Effect.succeed(s) : Effect.fail(new MeetupNotFound({ meetupId })))

export const setCheckInCode = defineCommand<SetCheckInCode, Lookups>({
  schema: SetCheckInCode,
  decide: (c, states) =>
    Effect.gen(function* () {
      yield* requireMeetup(c.meetupId, states.of(meetup(c.meetupId)))
      if (!sixDigits.test(c.code)) return yield* new CheckInCodeFormat({})
      return [new CheckInCodeSet({ meetupId: c.meetupId, code: c.code })]
    })
})

/** DESIGN §4.7's check-in, each refusal with its own code, in the order a learner can act on. */
export const checkIn = defineCommand<CheckIn, Lookups>({
  schema: CheckIn,
  decide: (c, states, ctx) =>
    Effect.gen(function* () {
      const m = yield* requireMeetup(c.meetupId, states.of(meetup(c.meetupId)))
      const who = yield* requireActive(c.userId, states.of(account(c.userId)))
      if (who.country !== m.country) return yield* new CheckInOtherCountry({ meetupId: c.meetupId, country: m.country })
      if (ctx.now < m.startsAt - CHECK_IN_OPENS_BEFORE_MS || ctx.now >= m.endsAt) {
        const opensAt = new Date(m.startsAt - CHECK_IN_OPENS_BEFORE_MS).toISOString()
        return yield* new CheckInClosed({ meetupId: c.meetupId, opensAt, endsAt: new Date(m.endsAt).toISOString() })
      }
      if (!sixDigits.test(c.code)) return yield* new CheckInCodeFormat({})
      if (c.code !== m.codes[0] && c.code !== m.codes[1]) return yield* new CheckInCodeInvalid({ meetupId: c.meetupId })
      const held = states.of(level(c.userId)).level
      if (held < m.minLevel) return yield* new CheckInLevelRequired({ minLevel: m.minLevel, level: held })
      if (m.attendees.has(c.userId)) return yield* new CheckInAlready({ meetupId: c.meetupId, userId: c.userId })
      if (m.capacity !== undefined && m.attendees.size >= m.capacity) return yield* new CheckInFull({ meetupId: c.meetupId, capacity: m.capacity })
      return [new CheckedIn({ meetupId: c.meetupId, userId: c.userId })]
    })
})

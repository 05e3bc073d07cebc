import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import type { CountryCode } from "../rules/countries.ts"
import { CheckedIn, CheckInCodeSet, MeetupCreated, type MeetupEvent } from "./events.ts"

export type MeetupState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly country: CountryCode
      readonly startsAt: number
      readonly endsAt: number
      readonly minLevel: number
      readonly capacity: number | undefined
      /** The current code and the one it replaced: both are accepted. */
      readonly codes: readonly [current: string | undefined, previous: string | undefined]
      readonly attendees: ReadonlySet<string>
    }

export const evolve = (s: MeetupState, e: MeetupEvent): MeetupState => {
  switch (e._tag) {
    case "MeetupCreated":
      return {
        exists: true,
        country: e.country,
        startsAt: Date.parse(e.startsAt),
        endsAt: Date.parse(e.endsAt),
        minLevel: e.minLevel,
        capacity: e.capacity,
        codes: [undefined, undefined],
        attendees: new Set()
      }
    case "CheckInCodeSet":
      return s.exists ? { ...s, codes: [e.code, s.codes[0]] } : s
    case "CheckedIn":
      return s.exists ? { ...s, attendees: new Set(s.attendees).add(e.userId) } : s
  }
}

/** One stream per meetup, check-ins included: capacity is judged on the version read. */
export const Meetup: Aggregate<MeetupState, MeetupEvent> = {
  name: "meetup",
  initialState: { exists: false },
  evolve,
  events: [MeetupCreated, CheckInCodeSet, CheckedIn],
  streamOf: (e) => `meetup-${e.meetupId}`
}

export const meetup = (meetupId: string) => streamRef(Meetup, meetupId)

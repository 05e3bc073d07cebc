import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { CommandHeaders } from "../me/lists.ts"

/** A meetup as a learner sees it: never its code. */
export const MyMeetup = Schema.Struct({
  id: Schema.String,
  meetupId: Schema.String,
  title: Schema.String,
  startsAt: Schema.String,
  endsAt: Schema.String,
  place: Schema.NullOr(Schema.String),
  /** The meetup country's zone, in which its times are shown. */
  timeZone: Schema.String,
  minLevel: Schema.Number,
  capacity: Schema.NullOr(Schema.Number),
  checkIns: Schema.Number,
  /** My level now, and whether it reaches the meetup's. */
  myLevel: Schema.Number,
  levelOk: Schema.Boolean,
  checkedInAt: Schema.NullOr(Schema.String),
  /** Check-in opens 30 minutes before the start and closes at the end. */
  checkInOpensAt: Schema.String,
  /** By the server's clock: open now. */
  checkInOpen: Schema.Boolean
}).annotate({ identifier: "MyMeetup" })

export const CheckInRequest = Schema.Struct({ code: Schema.String.check(Schema.isMaxLength(64)) }).annotate({ identifier: "CheckInRequest" })

export const CheckInDone = Schema.Struct({ meetupId: Schema.String, checkedInAt: Schema.String }).annotate({ identifier: "CheckInDone" })

const Calendar = Schema.String.pipe(HttpApiSchema.asText({ contentType: "text/calendar" }))

export const meetupEndpoints = {
  list: HttpApiEndpoint.get("myMeetups", "/api/me/meetups", { success: Schema.Array(MyMeetup) }),
  checkIn: HttpApiEndpoint.post("checkIn", "/api/me/meetups/:id/check-in", {
    params: { id: Schema.String },
    headers: CommandHeaders,
    payload: CheckInRequest,
    success: CheckInDone.pipe(HttpApiSchema.status(201))
  }),
  calendar: HttpApiEndpoint.get("meetupCalendar", "/api/me/meetups/:id/calendar", { params: { id: Schema.String }, success: Calendar })
}

import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiSchema } from "effect/http-api"
import { AdminRecord } from "../AdminResourcesApi.ts"
import { ClassStatus, ClassType, Recurrence } from "../../class/events.ts"
import { CommandHeaders, ListQuery, Page } from "../me/lists.ts"

/** `?type=webinar&courseId=`: SPEC §2's `webinars`, `live-classes` and a presential course's classes. */
export const ClassQuery = Schema.Struct({ ...ListQuery.fields, type: Schema.optional(ClassType), courseId: Schema.optional(Schema.String) })

export const MyClass = Schema.Struct({
  id: Schema.String,
  classId: Schema.String,
  type: ClassType,
  title: Schema.String,
  courseId: Schema.NullOr(Schema.String),
  courseTitle: Schema.NullOr(Schema.String),
  /** As scheduled, in the class's country zone (`timeZone`); `startsAt`/`endsAt` are the instants, for my own zone. */
  date: Schema.String,
  startTime: Schema.String,
  endTime: Schema.String,
  timeZone: Schema.String,
  startsAt: Schema.String,
  endsAt: Schema.String,
  model: Schema.NullOr(Schema.String),
  address: Schema.NullOr(Schema.String),
  vacancy: Schema.Number,
  seatsLeft: Schema.Number,
  /** The conference's link: only to those subscribed. */
  link: Schema.NullOr(Schema.String),
  instructorName: Schema.NullOr(Schema.String),
  inviteOnly: Schema.Boolean,
  invited: Schema.Boolean,
  /** As the instructor last moved it. */
  status: ClassStatus,
  /** What the learner is shown: `finished` once the end has passed while it was still running (the clock's, not stored). */
  shownStatus: ClassStatus,
  recurrence: Schema.NullOr(Recurrence),
  subscribed: Schema.Boolean,
  present: Schema.Boolean,
  /** Activities of its course waiting for the instructor (`instructorAuthorized`, not yet opened). */
  lockedActivityIds: Schema.Array(Schema.String),
  /** The same activities by their `hierarchyOrder`, as the players' paths name them. */
  lockedOrders: Schema.Array(Schema.Number),
  /** Where its activities begin (the player's first page), or null without a course. */
  firstActivityOrder: Schema.NullOr(Schema.Number),
  /** Its course's reaction evaluation (its `hierarchyOrder`), or null without one. */
  reactionOrder: Schema.NullOr(Schema.Number),
  /** The reaction evaluation is open to me: I hold a seat and the class has ended (DESIGN §4.9, the server's clock). */
  reactionOpen: Schema.Boolean
}).annotate({ identifier: "MyClass" })

export const MyCatalog = Schema.Struct({
  id: Schema.String,
  catalogId: Schema.String,
  title: Schema.String,
  description: Schema.NullOr(Schema.String),
  courses: Schema.Array(Schema.Struct({ courseId: Schema.String, title: Schema.String, classCount: Schema.Number }))
}).annotate({ identifier: "MyCatalog" })

export const Calendar = Schema.String.pipe(HttpApiSchema.asText({ contentType: "text/calendar" }))

const id = { id: Schema.String }

export const classEndpoints = {
  catalogs: HttpApiEndpoint.get("myClassCatalogs", "/api/me/class-catalogs", { success: Schema.Array(MyCatalog) }),
  catalog: HttpApiEndpoint.get("myClassCatalog", "/api/me/class-catalogs/:id", { params: id, success: MyCatalog }),
  subscriptions: HttpApiEndpoint.get("myClassSubscriptions", "/api/me/class-subscriptions", { success: Schema.Array(MyClass) }),
  list: HttpApiEndpoint.get("myClasses", "/api/me/classes", { query: ClassQuery, success: Page(MyClass) }),
  get: HttpApiEndpoint.get("myClass", "/api/me/classes/:id", { params: id, success: MyClass }),
  subscribe: HttpApiEndpoint.post("subscribeToClass", "/api/me/classes/:id/subscription", { params: id, headers: CommandHeaders, success: MyClass.pipe(HttpApiSchema.status(201)) }),
  unsubscribe: HttpApiEndpoint.delete("unsubscribeFromClass", "/api/me/classes/:id/subscription", { params: id, headers: CommandHeaders, success: MyClass }),
  calendar: HttpApiEndpoint.get("classCalendar", "/api/me/classes/:id/calendar", { params: id, success: Calendar })
}

export const ClassMove = Schema.Struct({ to: ClassStatus }).annotate({ identifier: "ClassMove" })
export const ClassLearner = Schema.Struct({ userId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(256)) }).annotate({ identifier: "ClassLearner" })
export const ClassActivity = Schema.Struct({ activityId: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(256)) }).annotate({ identifier: "ClassActivity" })

/** The console's command routes: an admin on any class of their scope, an instructor on their own. */
export const classAdminEndpoints = {
  move: HttpApiEndpoint.post("moveClass", "/api/admin/classes/:id/move", { params: id, headers: CommandHeaders, payload: ClassMove, success: AdminRecord }),
  invite: HttpApiEndpoint.post("inviteToClass", "/api/admin/classes/:id/invite", { params: id, headers: CommandHeaders, payload: ClassLearner, success: AdminRecord }),
  presence: HttpApiEndpoint.post("validatePresence", "/api/admin/classes/:id/presence", { params: id, headers: CommandHeaders, payload: ClassLearner, success: AdminRecord }),
  unlock: HttpApiEndpoint.post("unlockClassActivity", "/api/admin/classes/:id/unlock", { params: id, headers: CommandHeaders, payload: ClassActivity, success: AdminRecord })
}

import { afterEach, describe, it } from "vitest"
import { ClassActivityUnlocked, ClassInvited, ClassScheduled, ClassSubscribed, ClassUnsubscribed, PresenceValidated } from "../../../domain/class/events.ts"
import { Enrolled } from "../../../domain/enrolment/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { classesWorld, move, schedule, subscribe, toOpen, unsubscribe } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const world = () => scenario().run(...classesWorld)
const withoutCourse = () => {
  const { courseId, ...payload } = schedule().payload
  return { type: "ScheduleClass", payload }
}

describe("ScheduleClass", () => {
  it("schedules a presential class of a course, pre-scheduled and open to all by default", () => {
    s = world()
    s.when(schedule()).thenEvents(
      new ClassScheduled({ classId: "k1", type: "presential_class", title: "Turma de março", clientId: "academy", country: "BR", courseId: "pc1", date: "2026-03-10", startTime: "19:00", endTime: "21:00", vacancy: 2, instructorId: "i1", inviteOnly: false })
    )
  })

  it("refuses an end before the start, a presential class without a course, an unknown client, a learner as instructor, a repeated id", () => {
    s = world()
    s.when(schedule({ endTime: "18:00" })).thenRejects("class.ends_before_start")
    s.when(withoutCourse()).thenRejects("class.course_required")
    s.when(schedule({ type: "webinar", courseId: "nope" })).thenRejects("class.course_required")
    s.when(schedule({ clientId: "nope" })).thenRejects("class.client_unknown")
    s.when(schedule({ instructorId: "u1" })).thenRejects("class.instructor_unknown", { instructorId: "u1" })
    s.run(schedule())
    s.when(schedule()).thenRejects("class.already_exists", { classId: "k1" })
  })
})

describe("SubscribeToClass", () => {
  it("takes a seat once the class is open, enrolling me in its course", () => {
    s = world().run(schedule())
    s.when(subscribe("u1")).thenRejects("class.not_open", { classId: "k1", status: "pre_scheduled" })
    s.run(...toOpen())
    s.when(subscribe("u1")).thenEvents(new ClassSubscribed({ classId: "k1", userId: "u1" }), new Enrolled({ courseId: "pc1", userId: "u1", assigned: false }))
    s.when(subscribe("u1")).thenRejects("class.already_subscribed")
  })

  it("stops at the vacancy: class.sold_out", () => {
    s = world().run(schedule({ vacancy: 1 }), ...toOpen())
    s.run(subscribe("u1"))
    s.when(subscribe("u2")).thenRejects("class.sold_out", { classId: "k1", vacancy: 1 })
    s.run(unsubscribe("u1"))
    s.when(subscribe("u2")).thenEvents(new ClassSubscribed({ classId: "k1", userId: "u2" }), new Enrolled({ courseId: "pc1", userId: "u2", assigned: false }))
  })

  it("an invited-only class takes invited learners only; invitations come from its instructor or an admin", () => {
    s = world().run(schedule({ inviteOnly: true }), ...toOpen())
    s.when(subscribe("u1")).thenRejects("class.invited_only")
    s.when({ type: "InviteToClass", payload: { classId: "k1", userId: "u1" }, actor: "user:u1" }).thenRejects("auth.forbidden")
    s.when({ type: "InviteToClass", payload: { classId: "k1", userId: "u1" }, actor: "admin:i2" }).thenRejects("class.not_found")
    s.when({ type: "InviteToClass", payload: { classId: "k1", userId: "u1" }, actor: "admin:i1" }).thenEvents(new ClassInvited({ classId: "k1", userId: "u1" }))
    s.when(subscribe("u1")).thenEvents(new ClassSubscribed({ classId: "k1", userId: "u1" }), new Enrolled({ courseId: "pc1", userId: "u1", assigned: false }))
  })

  it("another client's learner does not see the class; nor subscribes anyone but themself", () => {
    s = world().run(schedule(), ...toOpen())
    s.when(subscribe("u3")).thenRejects("class.not_found")
    s.when({ type: "SubscribeToClass", payload: { classId: "k1", userId: "u2" }, actor: "user:u1" }).thenRejects("auth.forbidden")
  })
})

describe("UnsubscribeFromClass", () => {
  it("gives the seat back before the class begins, not after", () => {
    s = world().run(schedule(), ...toOpen(), subscribe("u1"), subscribe("u2"))
    s.when(unsubscribe("u1")).thenEvents(new ClassUnsubscribed({ classId: "k1", userId: "u1" }))
    s.when(unsubscribe("u1")).thenRejects("class.not_subscribed")
    s.run(move("in_progress"))
    s.when(unsubscribe("u2")).thenRejects("class.already_started", { classId: "k1", status: "in_progress" })
  })
})

describe("ValidatePresence", () => {
  it("the instructor marks a subscribed learner present once the class has begun; a repeat changes nothing", () => {
    s = world().run(schedule(), ...toOpen(), subscribe("u1"))
    const present = (userId: string, actor = "admin:i1") => ({ type: "ValidatePresence", payload: { classId: "k1", userId }, actor })
    s.when(present("u1")).thenRejects("class.not_started", { classId: "k1", status: "open" })
    s.run(move("in_progress"))
    s.when(present("u2")).thenRejects("class.not_subscribed")
    s.when(present("u1", "admin:i2")).thenRejects("class.not_found")
    s.when(present("u1", "user:u1")).thenRejects("auth.forbidden")
    s.when(present("u1")).thenEvents(new PresenceValidated({ classId: "k1", userId: "u1" }))
    s.when(present("u1")).thenEvents()
  })
})

describe("UnlockClassActivity", () => {
  it("opens an activity marked instructorAuthorized, and only such an activity", () => {
    s = world().run(schedule())
    const unlock = (activityId: string, actor = "admin:i1") => ({ type: "UnlockClassActivity", payload: { classId: "k1", activityId }, actor })
    s.when(unlock("intro")).thenRejects("class.activity_not_authorizable")
    s.when(unlock("nope")).thenRejects("course.unknown_activity")
    s.when(unlock("lab", "admin:i2")).thenRejects("class.not_found")
    s.when(unlock("lab")).thenEvents(new ClassActivityUnlocked({ classId: "k1", activityId: "lab" }))
    s.when(unlock("lab")).thenEvents()
  })
})

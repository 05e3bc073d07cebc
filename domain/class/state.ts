import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { ClassActivityUnlocked, ClassInvited, ClassMoved, ClassScheduled, ClassSubscribed, ClassUnsubscribed, PresenceValidated, type ClassEvent, type ClassStatus } from "./events.ts"

export type ClassState =
  | { readonly exists: false }
  | {
      readonly exists: true
      readonly scheduled: ClassScheduled
      readonly status: ClassStatus
      readonly invited: ReadonlySet<string>
      readonly subscribers: ReadonlySet<string>
      readonly present: ReadonlySet<string>
      readonly unlocked: ReadonlySet<string>
    }

const add = (set: ReadonlySet<string>, id: string) => new Set(set).add(id)
const remove = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set)
  next.delete(id)
  return next
}

export const evolveClass = (s: ClassState, e: ClassEvent): ClassState => {
  if (e._tag === "ClassScheduled") return { exists: true, scheduled: e, status: "pre_scheduled", invited: new Set(), subscribers: new Set(), present: new Set(), unlocked: new Set() }
  if (!s.exists) return s
  switch (e._tag) {
    case "ClassMoved":
      return { ...s, status: e.to }
    case "ClassInvited":
      return { ...s, invited: add(s.invited, e.userId) }
    case "ClassSubscribed":
      return { ...s, subscribers: add(s.subscribers, e.userId) }
    case "ClassUnsubscribed":
      return { ...s, subscribers: remove(s.subscribers, e.userId) }
    case "PresenceValidated":
      return { ...s, present: add(s.present, e.userId) }
    case "ClassActivityUnlocked":
      return { ...s, unlocked: add(s.unlocked, e.activityId) }
  }
}

/** One class: its schedule, state, invitations, subscriptions (one stream, so the vacancy holds under concurrency), presence and unlocked activities. */
export const Class: Aggregate<ClassState, ClassEvent> = {
  name: "class",
  initialState: { exists: false },
  evolve: evolveClass,
  events: [ClassScheduled, ClassMoved, ClassInvited, ClassSubscribed, ClassUnsubscribed, PresenceValidated, ClassActivityUnlocked],
  streamOf: (e) => `class-${e.classId}`
}
export const klass = (classId: string) => streamRef(Class, classId)

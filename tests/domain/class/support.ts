import type { Step } from "../../support/scenario.ts"
import { account } from "../../support/setup.ts"

/**
 * The academy (client) with learners u1, u2 and u3 (u3 in another client), instructors i1 and
 * i2, and a published presential course `pc1` whose second activity waits for the instructor.
 */
export const classesWorld: ReadonlyArray<Step> = [
  ...account("u1", "39053344705"),
  ...account("u2", "52998224725"),
  ...account("u3", "11144477735"),
  ...account("i1", "12345678909", { role: "instructor" }),
  ...account("i2", "93541134780", { role: "instructor" }),
  { type: "CreateClient", payload: { clientId: "academy", name: "Academia", homeRoute: "/home", features: {} } },
  { type: "CreateClient", payload: { clientId: "retail", name: "Varejo", homeRoute: "/home", features: {} } },
  { type: "AddUserToClient", payload: { clientId: "academy", userId: "u1" } },
  { type: "AddUserToClient", payload: { clientId: "academy", userId: "u2" } },
  { type: "AddUserToClient", payload: { clientId: "retail", userId: "u3" } },
  {
    type: "CreateCourse",
    payload: {
      courseId: "pc1",
      title: "Atendimento na loja",
      workloadHours: 4,
      enrolmentType: "open",
      activities: [
        { activityId: "intro", type: "pdf", hierarchyOrder: 10, mandatory: true, blocking: false },
        { activityId: "lab", type: "html", hierarchyOrder: 20, mandatory: true, blocking: false, instructorAuthorized: true },
        { activityId: "reaction", type: "reaction_evaluation", hierarchyOrder: 30, mandatory: false, blocking: false }
      ]
    }
  },
  { type: "PublishCourse", payload: { courseId: "pc1" } }
]

export const schedule = (extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "ScheduleClass",
  payload: {
    classId: "k1",
    type: "presential_class",
    title: "Turma de março",
    clientId: "academy",
    country: "BR",
    courseId: "pc1",
    date: "2026-03-10",
    startTime: "19:00",
    endTime: "21:00",
    vacancy: 2,
    instructorId: "i1",
    ...extra
  }
})

export const move = (to: string, classId = "k1", actor = "admin:i1"): Step => ({ type: "MoveClass", payload: { classId, to }, actor })
export const subscribe = (userId: string, classId = "k1"): Step => ({ type: "SubscribeToClass", payload: { classId, userId }, actor: `user:${userId}` })
export const unsubscribe = (userId: string, classId = "k1"): Step => ({ type: "UnsubscribeFromClass", payload: { classId, userId }, actor: `user:${userId}` })

/** The moves from pre-scheduled to open, as the instructor makes them. */
export const toOpen = (classId = "k1"): ReadonlyArray<Step> => [move("scheduled", classId), move("open", classId)]

const e = encodeURIComponent

export type ClassType = "presential_class" | "webinar" | "live_class"

const section: Record<ClassType, string> = { presential_class: "presential-class", webinar: "webinar", live_class: "live-class" }

/** The classes' screens (SPEC §2), with their trail variants. */
export const classPaths = {
  webinars: "/webinars",
  liveClasses: "/live-classes",
  presentialCourses: "/presential-courses",
  webinar: (id: string) => `/webinars/${e(id)}`,
  liveClass: (id: string) => `/live-classes/${e(id)}`,
  presentialCourse: (id: string) => `/presential-courses/${e(id)}`,
  /** A class's page: webinars and live classes have their own; a presential class is shown on its course's page. */
  page: (c: { type: ClassType; classId: string; courseId: string | null }) =>
    c.type === "webinar" ? `/webinars/${e(c.classId)}` : c.type === "live_class" ? `/live-classes/${e(c.classId)}` : `/presential-courses/${e(c.courseId ?? "")}#class-${e(c.classId)}`,
  /** SPEC §2's players: `webinars/{id}/activities/{n}`, `live-classes/{id}/…`, `presential-courses/{id}/event/{kind}/{event}/activities/{n}`. */
  activity: (c: { type: ClassType; classId: string; courseId: string | null }, order: number) =>
    c.type === "presential_class"
      ? `/presential-courses/${e(c.courseId ?? "")}/event/${section[c.type]}/${e(c.classId)}/activities/${order}`
      : `${c.type === "webinar" ? "/webinars" : "/live-classes"}/${e(c.classId)}/activities/${order}`,
  /** The lounge is its own module (the lounge's engineer's), keyed by the webinar's class id. */
  lounge: (id: string) => `/webinars-lounge/${e(id)}`
} as const

/** The classes' API (domain/api/classes/classes.ts). */
export const classApi = {
  list: (type: ClassType) => `/api/me/classes?range=[0,99]&type=${type}`,
  ofCourse: (courseId: string) => `/api/me/classes?range=[0,99]&courseId=${e(courseId)}`,
  one: (id: string) => `/api/me/classes/${e(id)}`,
  subscription: (id: string) => `/api/me/classes/${e(id)}/subscription`,
  calendar: (id: string) => `/api/me/classes/${e(id)}/calendar`,
  catalogs: "/api/me/class-catalogs"
} as const

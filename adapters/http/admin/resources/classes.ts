import type { ResourceSpec } from "../resource.ts"

/** Presential catalogs of every client (content has no country, as the course catalogue). */
export const classesCatalogsResource: ResourceSpec = {
  name: "classes-catalogs",
  from: "classes_catalogs g",
  joins: "LEFT JOIN clients c ON c.client_id = g.client_id",
  id: "g.catalog_id",
  fields: {
    id: "g.catalog_id",
    clientId: "g.client_id",
    clientName: "c.name",
    title: "g.title",
    description: "g.description",
    courseIds: "(SELECT json_group_array(course_id) FROM (SELECT course_id FROM classes_catalog_courses cc WHERE cc.catalog_id = g.catalog_id ORDER BY position))",
    createdAt: "g.created_at"
  },
  filters: { clientId: "g.client_id" },
  search: ["g.title LIKE ?", "g.catalog_id LIKE ?"],
  scope: undefined,
  json: ["courseIds"],
  defaultSort: ["title", "ASC"],
  roles: ["admin"]
}

/** Classes of the admin's country; an instructor reads only their own (`instructorId`, forced). */
export const classesResource: ResourceSpec = {
  name: "classes",
  from: "classes k",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = k.instructor_id LEFT JOIN courses co ON co.course_id = k.course_id",
  id: "k.class_id",
  fields: {
    id: "k.class_id",
    type: "k.type",
    title: "k.title",
    clientId: "k.client_id",
    country: "k.country",
    courseId: "k.course_id",
    courseTitle: "co.title",
    date: "k.date",
    startTime: "k.start_time",
    endTime: "k.end_time",
    timeZone: "k.time_zone",
    startsAtMs: "k.starts_at_ms",
    model: "k.model",
    address: "k.address",
    vacancy: "k.vacancy",
    subscribed: "k.subscribed",
    link: "k.link",
    instructorId: "k.instructor_id",
    instructorName: "pd.full_name",
    inviteOnly: "k.invite_only",
    recurrence: "k.recurrence",
    status: "k.status",
    createdAt: "k.created_at",
    // The course's activities waiting for the instructor, each with whether this class opened it (DESIGN §4.9).
    authorizedActivities: `(SELECT json_group_array(json_object('activityId', json_extract(a.value, '$.activityId'), 'title', coalesce(json_extract(a.value, '$.title'), json_extract(a.value, '$.activityId')),
      'unlocked', EXISTS (SELECT 1 FROM classes_unlocks u WHERE u.class_id = k.class_id AND u.activity_id = json_extract(a.value, '$.activityId'))))
      FROM courses c2, json_each(c2.activities) a WHERE c2.course_id = k.course_id AND json_extract(a.value, '$.instructorAuthorized') = 1)`
  },
  filters: { type: "k.type", status: "k.status", instructorId: "k.instructor_id", courseId: "k.course_id", clientId: "k.client_id", startsAtMs: "k.starts_at_ms" },
  search: ["k.title LIKE ?", "k.class_id LIKE ?"],
  scope: "k.country = ?",
  json: ["recurrence", "authorizedActivities"],
  booleans: ["inviteOnly"],
  defaultSort: ["startsAtMs", "DESC"],
  roles: ["admin", "instructor"],
  instructorFilter: "instructorId"
}

/** Attendance: each learner's seat in a class (filter `classId`), invited, subscribed, present. */
export const classesSeatsResource: ResourceSpec = {
  name: "classes-seats",
  from: "classes_seats cs",
  joins: "LEFT JOIN personal_data pd ON pd.user_id = cs.user_id",
  id: "cs.class_id || ':' || cs.user_id",
  fields: {
    id: "cs.class_id || ':' || cs.user_id",
    classId: "cs.class_id",
    userId: "cs.user_id",
    userName: "pd.full_name",
    invited: "cs.invited",
    subscribed: "cs.subscribed",
    subscribedAt: "cs.subscribed_at",
    present: "cs.present",
    validatedAt: "cs.validated_at",
    instructorId: "(SELECT instructor_id FROM classes k WHERE k.class_id = cs.class_id)"
  },
  filters: {
    classId: "cs.class_id",
    userId: "cs.user_id",
    subscribed: "cs.subscribed",
    present: "cs.present",
    instructorId: "(SELECT instructor_id FROM classes k WHERE k.class_id = cs.class_id)"
  },
  search: ["cs.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: "cs.class_id IN (SELECT class_id FROM classes WHERE country = ?)",
  booleans: ["invited", "subscribed", "present"],
  defaultSort: ["userName", "ASC"],
  roles: ["admin", "instructor"],
  instructorFilter: "instructorId"
}

import type { classesPtBR } from "./pt-BR.ts"

export const classesEnUS: Record<keyof typeof classesPtBR, string> = {
  "class.already_exists": "A class with code {classId} already exists.",
  "class.not_found": "We could not find class {classId}.",
  "class.ends_before_start": "The end time ({endTime}) must be after the start ({startTime}).",
  "class.course_required": "Class {classId} needs an existing course (a presential class always belongs to a course).",
  "class.client_unknown": "We could not find company {clientId}.",
  "class.instructor_unknown": "{instructorId} is not an instructor account.",
  "class.move_refused": "Class {classId} cannot go from {from} to {to}.",
  "class.not_open": "Subscriptions to class {classId} are not open (state: {status}).",
  "class.sold_out": "This class is sold out (all {vacancy} seats are taken).",
  "class.invited_only": "This class is closed: invited people only.",
  "class.already_subscribed": "You are already subscribed to this class.",
  "class.not_subscribed": "{userId} is not subscribed to class {classId}.",
  "class.already_started": "Class {classId} has already begun: the subscription can no longer be canceled.",
  "class.not_started": "Class {classId} has not begun yet (state: {status}): presence is validated during or after the class.",
  "class.finished": "Class {classId} has already ended ({status}).",
  "class.activity_not_authorizable": "Activity {activityId} does not wait for the instructor.",
  "class.activity_locked": "This activity waits for your class's instructor: it opens once the instructor unlocks it.",
  "class.reaction_not_yet": "The reaction evaluation of class {classId} opens once the class has ended ({endsAt}).",
  "catalog.already_exists": "A catalog with code {catalogId} already exists.",
  "catalog.not_found": "We could not find catalog {catalogId}.",
  "catalog.client_unknown": "We could not find company {clientId}.",
  "catalog.course_unknown": "We could not find course {courseId}.",
  "catalog.course_repeated": "Course {courseId} is already in catalog {catalogId}."
}

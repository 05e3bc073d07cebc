import { Edit, SimpleForm } from "react-admin"
import { CourseFields } from "./CourseForm.tsx"
import { toCreateCourse } from "./toCreateCourse.ts"

/**
 * A draft course edited whole (PUT → EditCourse): its catalogue fields and activities, added,
 * removed, reordered by the iterator's arrows, their content edited. Pessimistic: a course
 * published meanwhile answers course.not_draft, shown at once rather than after an undo delay.
 */
const CourseEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" transform={toCreateCourse}>
    <SimpleForm>
      <CourseFields editing />
    </SimpleForm>
  </Edit>
)
export default CourseEdit

import { Create, SimpleForm } from "react-admin"
import { CourseFields } from "./CourseForm.tsx"
import { toCreateCourse } from "./toCreateCourse.ts"

/** A new draft course (CreateCourse): its catalogue fields and activities, whole; published from its page. */
const CourseCreate = () => (
  <Create redirect="show" transform={toCreateCourse}>
    <SimpleForm>
      <CourseFields />
    </SimpleForm>
  </Create>
)
export default CourseCreate

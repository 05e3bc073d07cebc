import QuizIcon from "@mui/icons-material/Quiz"
import { lazy } from "react"

/** The `tests` resource: tests and quizzes of the courses, built with their question bank (CreateTest). */
export default {
  list: lazy(() => import("./TestList.tsx")),
  create: lazy(() => import("./TestCreate.tsx")),
  icon: QuizIcon,
  recordRepresentation: "id"
}

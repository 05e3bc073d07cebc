import { lazy } from "react"

/** Audios are created from their playlist's page and listed there: no list of their own. */
export default {
  create: lazy(() => import("./AudioCreate.tsx")),
  recordRepresentation: "title"
}

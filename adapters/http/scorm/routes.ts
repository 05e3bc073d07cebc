import { HttpRouter } from "effect/http"
import { serveScorm } from "./serveScorm.ts"

/** The packages' files and the runtime script, outside the API: a package's frame has no token to send. */
export const ScormFilesLive = HttpRouter.add("GET", "/scorm/*", serveScorm)

import { HttpApiGroup } from "effect/http-api"
import { scormEndpoints as s } from "./scorm/endpoints.ts"
import { Authentication } from "./security.ts"

/**
 * The SCORM runtime's and the media resume's learner routes (DESIGN §4.8 "Activity content"):
 * the launch of a package under its signed path and its commits, and where a learner stopped
 * in a video or audio. The package's files themselves are served outside the API (`/scorm/…`,
 * adapters/http/scorm/serveScorm.ts), with no token.
 */
export const ScormApi = HttpApiGroup.make("scorm").add(s.launch, s.commit, s.position, s.savePosition).middleware(Authentication)

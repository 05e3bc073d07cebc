import { HttpApiGroup } from "effect/http-api"
import { offline2Endpoints as o } from "./offline2/endpoints.ts"
import { Authentication } from "./security.ts"

/**
 * The installable app's learner routes (issue 48): what a SCORM activity needs to be downloaded
 * and played offline. The zip itself comes as a signed media link (`/api/media/…`).
 */
export const Offline2Api = HttpApiGroup.make("offline2").add(o.scormPackage).middleware(Authentication)

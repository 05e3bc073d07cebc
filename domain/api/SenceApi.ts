import { HttpApiGroup } from "effect/http-api"
import { senceEndpoints as s } from "./sence/sessions.ts"
import { Authentication } from "./security.ts"

/**
 * SENCE (DESIGN §4.9): a Chilean learner's session at the agency before a course's content opens.
 * The console's settings are admin resources (`sence-clients`, `sence-courses`).
 */
export const SenceApi = HttpApiGroup.make("sence").add(s.status, s.open, s.start, s.close).middleware(Authentication)

import { HttpApiGroup } from "effect/http-api"
import { classAdminEndpoints as a, classEndpoints as c } from "./classes/classes.ts"
import { Authentication } from "./security.ts"

/**
 * Classes (DESIGN §4.9): presential catalogs, webinars, live classes and presential classes for
 * the learner (`/api/me/…`, their chosen client company's), and the console's command routes on a
 * class (state moves, invitations, presence, activity unlocks). The console's lists (`classes`,
 * `classes-catalogs`, `classes-seats`) are admin resources like the others.
 */
export const ClassesApi = HttpApiGroup.make("classes")
  .add(c.catalogs, c.catalog, c.subscriptions, c.list, c.get, c.subscribe, c.unsubscribe, c.calendar)
  .add(a.move, a.invite, a.presence, a.unlock)
  .middleware(Authentication)

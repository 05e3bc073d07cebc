import { join } from "node:path"
import { learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

/**
 * The learner scenario (now 2026-04-20 noon in Brasília; u1, u2, adm…) plus `classes.ndjson`:
 * instructors `ins` and `ins2`; client `academy` (u1 and learners c1…c12) and `other` (u2); the
 * published presential course `pc-store` (its `lab` activity waits for the instructor) in catalog
 * `cat-sp`; open classes on 2026-04-28 19:00–21:00: `k-store` (presential, vacancy 5),
 * `w-launch` (webinar, weekly ×4, with a link), `w-closed` (invited only), `w-other` (the other
 * client's), all taught by `ins`, and `lc-ins2` (a live class of `ins2`).
 */
export const classesFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "classes.ndjson")

export const startClassesServer = (): Promise<TestServer> => startTestServer({ fixture: [learnerFixture, classesFixture], now: () => learnerNow })

import { join } from "node:path"
import { setUpDemoLogins } from "../../../../adapters/demo/setup.ts"
import { setUpDemoMedia } from "../../../../adapters/demo/learningMedia.ts"
import { setUpDemoContentMedia } from "../../../../adapters/demo/contentMedia.ts"
import { fixtures, startTestServer, type TestServer } from "../../../support/server.ts"

/** The demo's programme day (fixtures/demo/README): BR's second 2026 campaign is running. */
export const demoNow = Date.parse("2026-05-15T12:00:00-03:00")

/** The real server on the whole demo, at a fixed date, with the demo's logins and OAuth clients. */
export const startDemoServer = async (now: () => number = () => demoNow, options: { media?: boolean; content?: boolean } = {}): Promise<TestServer> => {
  const s = await startTestServer({ fixture: fixtures.demo, now })
  await setUpDemoLogins(s.programme.db)
  // The courses' files (PDFs made here, the shipped video and audio), for the learning tests that play them.
  if (options.media) await setUpDemoMedia(s.programme.db, join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "demo", "learning", "media"))
  // The podcasts' audios and the library's files (fixtures/demo/media.ts), for the content tests.
  if (options.content) await setUpDemoContentMedia(s.programme.db, join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "demo", "learning", "media"))
  return s
}

export const demoPassword = "Vitrine-2026"

/**
 * The next academy learner (br-001…br-010) who never was in `courseId`, enrolled now through the
 * API: each test gets a learner of its own. `taken` holds those already given out (and any to
 * leave alone).
 */
export const enrolledNewcomer = async (s: TestServer, courseId: string, taken: Set<string>): Promise<string> => {
  for (let n = 1; n <= 10; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    if (taken.has(user)) continue
    const detail = (await (await s.fetch(`/api/me/courses/${courseId}`, { as: user })).json()) as { enrolled: boolean; progress: string }
    if (detail.enrolled || detail.progress !== "not_enrolled") continue
    taken.add(user)
    const res = await s.fetch(`/api/me/courses/${courseId}/enrolment`, { as: user, method: "POST", headers: { "idempotency-key": crypto.randomUUID() } })
    if (res.status >= 300) throw new Error(`${user} could not enrol in ${courseId}: ${res.status}`)
    return user
  }
  throw new Error(`every academy learner is or was in ${courseId}`)
}

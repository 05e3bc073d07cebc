import { join } from "node:path"
import { importFiles } from "../../../../cli/commands/import.ts"
import { fixtures, startTestServer, type TestServer } from "../../../support/server.ts"

/** A second country beside the small fixture's BR: AR's admin, auditor, learner, campaign and sales; BR's auditor and a superuser. */
export const secondCountry = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "second-country.ndjson")

/** The admin API's test server: BR (`adm`, `aud`, learners `u1`–`u3`), AR (`ar-adm`, `ar-aud`, `ar1`), superuser `root`. */
export const startAdminServer = async (options: { now?: () => number } = {}): Promise<TestServer> => {
  const s = await startTestServer({ fixture: fixtures.small, ...options })
  await importFiles(s.programme, [secondCountry], { quiet: true })
  return s
}

/** The number of events in the log: what a refused request must leave unchanged. */
export const logLength = (s: TestServer): number => s.programme.log.lastPosition()


import { join } from "node:path"
import { learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"
import { png } from "../../../support/images.ts"

/**
 * The learner scenario (BR-Q2 running on 2026-04-20; u1 at st1, u2 at st1 and st2; adm, adm-ar,
 * sup) plus `field.ndjson`: photo types `gondola` and `vitrine`, six approved BR learners f1…f6 (not
 * registered in any campaign), and three meetups running at noon: `m-live` (level 1, capacity 3,
 * code 246810), `m-creators` (default level 2, code 135790) and `m-ar` in Argentina.
 */
export const fieldFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "field.ndjson")

export const startFieldServer = (): Promise<TestServer> => startTestServer({ fixture: [learnerFixture, fieldFixture], now: () => learnerNow })

/** A real PNG uploaded as `userId`: its file id. */
export const uploadImage = async (s: TestServer, userId: string): Promise<string> => {
  const body = new FormData()
  body.append("file", new Blob([new Uint8Array(await png())], { type: "image/png" }), "shelf.png")
  const r = await s.fetch("/api/files", { as: userId, method: "POST", body })
  if (r.status !== 201) throw new Error(`upload answered ${r.status}: ${await r.text()}`)
  return ((await r.json()) as { fileId: string }).fileId
}

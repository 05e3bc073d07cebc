import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { input } from "./arbitraries.ts"
import { run } from "./model.ts"

/** DESIGN §3: a repeated command (same commandId) answers its first outcome and changes nothing. */

describe("idempotency", () => {
  it("the same command twice changes nothing the second time, accepted or rejected", () => {
    fc.assert(
      fc.property(input(), (inp) => {
        const s = run(inp, (o) => {
          const counts = () => o.db.prepare<[], { events: number; commands: number }>("SELECT (SELECT count(*) FROM events) AS events, (SELECT count(*) FROM commands) AS commands").get()
          const before = counts()
          const again = o.resend()
          expect(again.repeated).toBe(true)
          expect(again.events).toEqual([])
          expect(again.outcome).toMatchObject(o.handled.outcome)
          expect(counts()).toEqual(before)
        })
        s.close()
      }),
      { numRuns: 30 }
    )
  })
})

import { describe, expect } from "vitest"
import { fc, test } from "@fast-check/vitest"
import { scenario } from "../../support/scenario.ts"
import { snapshot } from "../../support/db.ts"
import { stepSequence, vocabularyWorld } from "../../support/vocabulary.ts"

/**
 * DESIGN §3: a command's outcome is recorded under its commandId, accepted or rejected; the
 * same command again answers that first outcome and changes nothing — whatever happened since.
 */
describe("The same command twice", () => {
  test.prop([stepSequence(1, 25), stepSequence(0, 10), fc.nat()], { numRuns: 60 })(
    "changes nothing the second time",
    (history, since, pick) => {
      const s = vocabularyWorld(scenario())
      try {
        const first = history.map((step, i) => s.send(step, `h-${i}`))
        for (const [i, step] of since.entries()) s.send(step, `later-${i}`)
        const k = pick % history.length
        const before = snapshot(s.programme.db)
        const again = s.send({ ...history[k]!, at: "2026-03-30T12:00:00-03:00" }, `h-${k}`)
        expect(again).toEqual({ outcome: first[k]!.outcome, repeated: true, events: [] })
        expect(snapshot(s.programme.db)).toEqual(before)
      } finally {
        s.close()
      }
    }
  )
})

import { fc, test } from "@fast-check/vitest"
import { describe, expect, it } from "vitest"
import { decodeDecided, encodeDecided, type DecidedCommand } from "../../../adapters/programme/decidedCommands.ts"
import { Programme } from "../../../adapters/programme/Programme.ts"

/** Ids as fixtures may hold them: any text, the separator and quotes included. */
const text = fc.string({ unit: fc.constantFrom("a", "1", "-", "#", '"', "\\", "\u0001", "\u0000", "é", "😀"), minLength: 1, maxLength: 12 })
const json = fc.jsonValue().map((v) => JSON.stringify(v))
const events = fc.array(fc.record({ streamId: text, version: fc.nat(), type: text, eventId: text, data: json, metadata: fc.constantFrom('{"commandId":"c"}', '{"commandId":"c","v":2}') }), {
  maxLength: 5
})
const decided: fc.Arbitrary<DecidedCommand> = fc.oneof(
  fc.record({ commandId: text, recordedAt: text, record: json }),
  fc.record({
    commandId: text,
    recordedAt: text,
    record: json,
    accepted: fc.record({ firstPosition: fc.nat(), events, person: json }, { requiredKeys: ["firstPosition", "events"] })
  })
)

describe("a decided command on its way to the import's writer thread", () => {
  test.prop([decided])("comes out as it went in, whatever its ids and data hold", (c) => {
    expect(decodeDecided(encodeDecided(c))).toEqual(c)
  })

  it("is refused when the log does not stand where it was decided", () => {
    const programme = Programme.open(":memory:")
    try {
      const event = { streamId: "account-u1", version: 1, type: "AccountApproved", eventId: "c1#1", data: '{"userId":"u1"}', metadata: "{}" }
      expect(() =>
        programme.log.bulk(() => programme.log.queueEncoded("c1", "2026-01-01T00:00:00.000Z", '{"status":"accepted","events":1}', { firstPosition: 2, events: [event] }))
      ).toThrow("the log is at position 0, the command c1 was decided after 1")
      expect(programme.db.prepare("SELECT count(*) FROM events").pluck().get()).toBe(0)
      expect(programme.db.prepare("SELECT count(*) FROM commands").pluck().get()).toBe(0)
    } finally {
      programme.close()
    }
  })
})

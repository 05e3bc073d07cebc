import { describe, expect, it } from "vitest"
import { decodeFixtureEnvelope } from "../../cli/fixtureEnvelope.ts"
import { t } from "../../cli/i18n/t.ts"

const good = { commandId: "c-1", at: "2026-02-10T14:00:00-03:00", actor: "admin:a1", type: "ReportSale", payload: { saleId: "s1" } }

const fieldOf = (value: unknown): string => {
  const r = decodeFixtureEnvelope(value)
  if (r.ok) throw new Error("expected a rejection")
  return r.error.field
}

describe("decodeFixtureEnvelope", () => {
  it("accepts a well-formed line and gives the business time in epoch ms", () => {
    const r = decodeFixtureEnvelope(good)
    expect(r.ok && r.envelope.atMs).toBe(Date.UTC(2026, 1, 10, 17, 0, 0))
    expect(r.ok && r.envelope.payload).toEqual({ saleId: "s1" })
  })

  it.each(["system", "admin:a1", "user:42", "user:u-17"])("accepts actor %s", (actor) => {
    expect(decodeFixtureEnvelope({ ...good, actor }).ok).toBe(true)
  })

  it.each(["2026-02-10T14:00:00Z", "2026-02-10T14:00-05:00", "2026-02-10T14:00:00.250+01:00", "2028-02-29T23:59:59Z", "2000-02-29T00:00:00Z", "2026-12-31T00:00:00Z"])("accepts at %s", (at) => {
    expect(decodeFixtureEnvelope({ ...good, at }).ok).toBe(true)
  })

  it.each([
    [{ ...good, commandId: "" }, "commandId"],
    [{ ...good, commandId: 7 }, "commandId"],
    [{ ...good, at: "2026-02-10T14:00:00" }, "at"],
    [{ ...good, at: "2026-02-10" }, "at"],
    [{ ...good, at: "2026-02-30T10:00:00-03:00" }, "at"],
    [{ ...good, at: "2026-02-10T24:10:00-03:00" }, "at"],
    [{ ...good, at: "2026-02-29T10:00:00Z" }, "at"],
    [{ ...good, at: "2100-02-29T10:00:00Z" }, "at"],
    [{ ...good, at: "2026-04-31T10:00:00Z" }, "at"],
    [{ ...good, at: "2026-13-01T10:00:00Z" }, "at"],
    [{ ...good, at: "2026-00-10T10:00:00Z" }, "at"],
    [{ ...good, at: "2026-02-00T10:00:00Z" }, "at"],
    [{ ...good, at: "2026-02-10T10:60:00Z" }, "at"],
    [{ ...good, at: "2026-02-10T10:00:60Z" }, "at"],
    [{ ...good, at: "2026-02-10T10:00+24:00" }, "at"],
    [{ ...good, actor: "root" }, "actor"],
    [{ ...good, actor: "admin:" }, "actor"],
    [{ ...good, actor: "user:4 2" }, "actor"],
    [{ ...good, type: "" }, "type"],
    [{ ...good, type: "report sale" }, "type"],
    [{ ...good, payload: [] }, "payload"],
    [{ ...good, payload: "x" }, "payload"]
  ])("names the malformed field (%o → %s)", (value, field) => {
    expect(fieldOf(value)).toBe(field)
  })

  it("names a missing field and explains every problem in the message", () => {
    const { payload: _p, ...noPayload } = good
    const r = decodeFixtureEnvelope({ ...noPayload, actor: "root" })
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.error.code).toBe("input.invalid_envelope")
      expect(r.error.message).toContain("actor")
      expect(r.error.message).toContain("payload")
    }
  })

  it.each([[], "x", 7, null])("says in the catalogue's words that the payload must be an object (%o)", (payload) => {
    const r = decodeFixtureEnvelope({ ...good, payload })
    expect(!r.ok && r.error.message).toBe(`payload: ${t("envelope.payload")}`)
  })

  it.each([null, 42, "line", [good]])("rejects a line that is not an object (%o)", (value) => {
    expect(decodeFixtureEnvelope(value).ok).toBe(false)
  })
})

import "fake-indexeddb/auto"
import { createStore } from "idb-keyval"
import { describe, expect, it } from "vitest"
import { ApiError } from "../../web-learner/src/lib/api-client.ts"
import { outbox, type Kept } from "../../web-learner/src/lib/outbox.ts"

// The app's outbox (issue 41 item 22, issue 48): what a learner did offline waits in IndexedDB and
// goes oldest first; a network failure stops the flush and loses nothing; a refusal stays, with why.
interface Entry extends Kept {
  readonly n: number
}
const entry = (n: number, userId = "u1"): Entry => ({ key: `k${n}`, userId, keptAt: `2026-05-10T12:00:0${n}.000Z`, n })

describe("the outbox", () => {
  it("sends a user's entries oldest first, keeps the rest after a network failure, and counts what the server settled", async () => {
    let network = true
    const sent: Array<number> = []
    const box = outbox<Entry, number>(createStore("outbox-test-1", "entries"), async (e) => {
      if (!network) throw new TypeError("Failed to fetch")
      if (e.n === 2) throw new ApiError(422, "sale.invalid", "Nota fiscal inválida")
      sent.push(e.n)
      if (e.n === 3) network = false
      return e.n * 10
    })
    for (const e of [entry(4), entry(1), entry(3), entry(2), entry(5, "u2")]) await box.keep(e)
    const onSent: Array<number> = []
    // 1 sent, 2 refused, 3 sent, then the network goes: 4 waits; u2's is never this user's to send.
    expect(await box.flush("u1", (r) => onSent.push(r))).toBe(3)
    expect(sent).toEqual([1, 3])
    expect(onSent).toEqual([10, 30])
    expect((await box.pendingOf("u1")).map((e) => [e.n, e.refusal])).toEqual([
      [2, "Nota fiscal inválida"],
      [4, undefined]
    ])
    // With nothing sendable but the refused one and the network down, nothing is settled.
    expect(await box.flush("u1", () => undefined)).toBe(0)
    network = true
    expect(await box.flush("u1", () => undefined)).toBe(1)
    expect((await box.pendingOf("u1")).map((e) => e.n)).toEqual([2])
    expect((await box.pendingOf("u2")).map((e) => e.n)).toEqual([5])
  })

  it("runs one flush at a time: two asked together send each entry once", async () => {
    const sent: Array<number> = []
    const box = outbox<Entry, number>(createStore("outbox-test-2", "entries"), async (e) => {
      sent.push(e.n)
      return e.n
    })
    await box.keep(entry(1))
    await box.keep(entry(2))
    const [a, b] = await Promise.all([box.flush("u1", () => undefined), box.flush("u1", () => undefined)])
    expect([a, b]).toEqual([2, 2])
    expect(sent).toEqual([1, 2])
  })
})

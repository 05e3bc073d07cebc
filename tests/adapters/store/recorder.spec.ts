import { describe, expect, it } from "vitest"
import { ENSURE_INDEX, Recorder } from "../../../adapters/store/rebuild/recorder.ts"

describe("a rebuild's recorder", () => {
  it("writes down each run in order, with its statement first seen in the batch it is run in", () => {
    const recorder = new Recorder()
    const insert = recorder.db.prepare("INSERT INTO t (a, b) VALUES (?, ?)")
    const update = recorder.db.prepare("UPDATE t SET b = @b WHERE a = @a")
    insert.run("x", 1)
    recorder.control(ENSURE_INDEX, "t_b")
    update.run({ a: "x", b: 2 })
    expect(recorder.size).toBe(3)
    expect(recorder.take()).toEqual({
      sql: ["INSERT INTO t (a, b) VALUES (?, ?)", "UPDATE t SET b = @b WHERE a = @a"],
      ops: [0, ["x", 1], ENSURE_INDEX, "t_b", 1, [{ a: "x", b: 2 }]]
    })
    insert.run(["y", 3])
    expect(recorder.take()).toEqual({ sql: [], ops: [0, [["y", 3]]] })
  })

  it("refuses reads: the tables it stands for are being refilled elsewhere", () => {
    const lookup = new Recorder().db.prepare<[string], number>("SELECT 1 FROM campaigns WHERE campaign_id = ?").pluck()
    expect(() => lookup.get("C1")).toThrow("a projection rebuilt apart from the database cannot read it: SELECT 1 FROM campaigns WHERE campaign_id = ?")
  })
})

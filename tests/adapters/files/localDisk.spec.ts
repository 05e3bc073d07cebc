import { Effect } from "effect"
import { createHash } from "node:crypto"
import { readdirSync } from "node:fs"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { makeLocalDiskStorage } from "../../../adapters/files/localDisk.ts"
import { tempDir } from "../../support/tempDir.ts"

const tmp = tempDir("files")
afterAll(() => tmp.remove())

describe("The local-disk file storage", () => {
  const storage = makeLocalDiskStorage(join(tmp.dir, "files"))
  const run = <A>(e: Effect.Effect<A>) => Effect.runPromise(e)

  it("keeps bytes under their SHA-256, once however often they are put", async () => {
    const bytes = new TextEncoder().encode("a photo of an invoice")
    const key = await run(storage.put(bytes))
    expect(key).toBe(createHash("sha256").update(bytes).digest("hex"))
    expect(await run(storage.put(bytes))).toBe(key)
    expect(readdirSync(join(tmp.dir, "files", key.slice(0, 2)))).toEqual([key])
    expect(await run(storage.get(key))).toEqual(bytes)
  })

  it("answers nothing for an unknown key or one that is not a hash (no path tricks)", async () => {
    expect(await run(storage.get("0".repeat(64)))).toBeUndefined()
    expect(await run(storage.get("../../etc/passwd"))).toBeUndefined()
  })

  it("forgets bytes it is told to remove", async () => {
    const key = await run(storage.put(new Uint8Array([1, 2, 3])))
    await run(storage.remove(key))
    expect(await run(storage.get(key))).toBeUndefined()
  })
})

import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import { makeLocalDiskStorage, filesDirBeside } from "../../files/localDisk.ts"
import { checkpointAfterErasure, fileKeysOf, orphanKeys } from "../../programme/erasure.ts"
import { ServerContext } from "../ServerContext.ts"
import { submitAsMe } from "./submitAsMe.ts"

/**
 * `POST /api/me/deletion {fullName}` (DESIGN §5.2): EraseAccount through the domain, which
 * deletes every row holding the person in the event's transaction; then the files' bytes no
 * other row names, and the WAL checkpointed so its old frames go too.
 */
export const deleteMe = (user: Principal, fullName: string) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const keys = fileKeysOf(programme.db, user.userId)
    yield* submitAsMe(user, "EraseAccount", { fullName }, undefined)
    const storage = makeLocalDiskStorage(filesDirBeside(programme.db.name))
    yield* Effect.forEach(orphanKeys(programme.db, keys), (key) => storage.remove(key), { discard: true })
    checkpointAfterErasure(programme.db)
    const erasedAt = programme.db.prepare<[string], string>("SELECT erased_at FROM accounts WHERE user_id = ?").pluck().get(user.userId)!
    return { status: "erased" as const, userId: user.userId, erasedAt }
  })

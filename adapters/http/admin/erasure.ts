import { Effect } from "effect"
import { makeLocalDiskStorage, filesDirBeside } from "../../files/localDisk.ts"
import { checkpointAfterErasure, fileKeysOf, orphanKeys } from "../../programme/erasure.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"
import { ensureOwned } from "./owners.ts"
import { oneRecord } from "./readResource.ts"
import { accountsResource } from "./resources/accounts.ts"
import { idempotencyKey, runAsAdmin } from "./runCommand.ts"

/**
 * `POST /api/admin/accounts/:id/erase {fullName}`: the holder's deletion (`POST /api/me/deletion`)
 * done by an admin of the account's country, confirmed by typing the holder's full name
 * (`account.deletion_name_mismatch` otherwise). The same work follows: the files no other row
 * names are removed and the WAL checkpointed; the account answers as erased.
 */
export const eraseAccount = (userId: string, fullName: string) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin")
    yield* ensureOwned(scope, "account", userId)
    const { programme } = yield* ServerContext
    const keys = fileKeysOf(programme.db, userId)
    yield* runAsAdmin("EraseAccount", { userId, fullName }, yield* idempotencyKey)
    const storage = makeLocalDiskStorage(filesDirBeside(programme.db.name))
    yield* Effect.forEach(orphanKeys(programme.db, keys), (key) => storage.remove(key), { discard: true })
    checkpointAfterErasure(programme.db)
    return yield* oneRecord(programme.db, accountsResource, userId, scope)
  })

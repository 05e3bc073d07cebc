import { Effect } from "effect"
import { CurrentUser } from "../../../domain/api/security.ts"
import { ensureOwnRecord } from "../admin/instructorScope.ts"
import { oneRecord } from "../admin/readResource.ts"
import { classesResource } from "../admin/resources/classes.ts"
import { idempotencyKey, runAsAdmin } from "../admin/runCommand.ts"
import { requireScope } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"

/**
 * A command on one class from the console: an admin on a class of their country, an instructor on
 * their own (another's is a 404 before anything runs; the domain checks it again). Answers the class after it.
 */
export const onClass = (classId: string, type: "MoveClass" | "InviteToClass" | "ValidatePresence" | "UnlockClassActivity", payload: Record<string, unknown>) =>
  Effect.gen(function* () {
    const scope = yield* requireScope("admin", "instructor")
    const user = yield* CurrentUser
    const { programme } = yield* ServerContext
    yield* ensureOwnRecord(classesResource, user, yield* oneRecord(programme.db, classesResource, classId, scope))
    yield* runAsAdmin(type, { ...payload, classId }, yield* idempotencyKey)
    return yield* oneRecord(programme.db, classesResource, classId, scope)
  })

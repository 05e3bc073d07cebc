import { Effect } from "effect"
import type { Principal } from "../../../domain/api/security.ts"
import type { RawListQuery } from "./listQuery.ts"
import { notFound } from "./readResource.ts"
import type { ResourceSpec } from "./resource.ts"

const heldToOwn = (spec: ResourceSpec, user: Principal): spec is ResourceSpec & { instructorFilter: string } =>
  user.role === "instructor" && !user.isSuperuser && spec.instructorFilter !== undefined

/**
 * An instructor lists only their own classes' records (SPEC §6): the resource's instructor filter
 * is set to them, over whatever they sent. A filter that is not JSON is left for the list to refuse.
 */
export const ownRecordsQuery = (spec: ResourceSpec, user: Principal, query: RawListQuery): RawListQuery => {
  if (!heldToOwn(spec, user)) return query
  let filter: unknown = {}
  try {
    filter = query.filter === undefined ? {} : JSON.parse(query.filter)
  } catch {
    return query
  }
  const base = typeof filter === "object" && filter !== null && !Array.isArray(filter) ? filter : {}
  return { ...query, filter: JSON.stringify({ ...base, [spec.instructorFilter]: user.userId }) }
}

/** Another instructor's record is a 404 to an instructor, as if absent. */
export const ensureOwnRecord = (spec: ResourceSpec, user: Principal, record: Readonly<Record<string, unknown>>) =>
  heldToOwn(spec, user) && record[spec.instructorFilter] !== user.userId ? Effect.fail(notFound) : Effect.succeed(record)

import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/**
 * A package's frame sends no bearer token and, sandboxed into an opaque origin, no cookie: its
 * files are served under a signed, expiring path instead. The token names the learner, the course
 * and the activity (whose attempt the served page is handed) and its expiry, and is signed with a
 * key this process draws at start, together with the package id, so it opens that package only.
 */
const key = randomBytes(32)
const lifetimeMs = 6 * 3_600_000

export interface LaunchGrant {
  readonly userId: string
  readonly courseId: string
  readonly activityId: string
  readonly expires: number
}

const sign = (packageId: string, body: string) => createHmac("sha256", key).update(`${packageId}\n${body}`).digest("base64url")

/** `/scorm/<packageId>/<token>/`, the folder every file of the package is served under. */
export const launchBase = (packageId: string, grant: Omit<LaunchGrant, "expires">, now: number): string => {
  const body = Buffer.from(JSON.stringify([grant.userId, grant.courseId, grant.activityId, now + lifetimeMs])).toString("base64url")
  return `/scorm/${encodeURIComponent(packageId)}/${body}.${sign(packageId, body)}/`
}

/** The grant a token carries, if it is ours for this package and has not expired. */
export const grantOf = (packageId: string, token: string, now: number): LaunchGrant | undefined => {
  const [body, signature, ...rest] = token.split(".")
  if (body === undefined || signature === undefined || rest.length > 0) return undefined
  const expected = Buffer.from(sign(packageId, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  const parsed: unknown = JSON.parse(Buffer.from(body, "base64url").toString("utf8"))
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined
  const [userId, courseId, activityId, expires] = parsed as [string, string, string, number]
  return typeof expires === "number" && expires >= now ? { userId, courseId, activityId, expires } : undefined
}

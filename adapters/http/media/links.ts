import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/**
 * A `<video>`, `<audio>` or `<img>` element sends no bearer token, so the learner API answers
 * media as signed links: the file id and an expiry, signed with a key this process draws at
 * start. A link opens its file until it expires (or the server restarts); the course detail that
 * hands it out has checked that the learner may see the course.
 */
const key = randomBytes(32)
const lifetimeMs = 6 * 3_600_000
const hourMs = 3_600_000

const mac = (message: string): string => createHmac("sha256", key).update(message).digest("base64url")
const signatures = new Map<string, string>()

/**
 * A link's signature. A list of courses signs a cover per course per request, and a link stays the
 * same for an hour: each is computed once (the map is emptied when it grows past what an hour's
 * links of a deployment take). Links are checked with `mac` itself: what a caller sends never
 * enters the map.
 */
const sign = (fileId: string, expires: number): string => {
  const message = `${fileId}\n${expires}`
  let signature = signatures.get(message)
  if (signature === undefined) {
    if (signatures.size >= 10_000) signatures.clear()
    signatures.set(message, (signature = mac(message)))
  }
  return signature
}

/**
 * `/api/media/<fileId>?expires=…&signature=…`, valid for six to seven hours. The expiry is
 * rounded up to the hour, so the same file has the same link for an hour and the browser's cache
 * keeps it (a seek does not download the video again).
 */
export const mediaUrl = (fileId: string, now: number): string => {
  const expires = Math.ceil((now + lifetimeMs) / hourMs) * hourMs
  return `/api/media/${encodeURIComponent(fileId)}?expires=${expires}&signature=${sign(fileId, expires)}`
}

/** Whether a link's signature is ours and it has not expired. */
export const validLink = (fileId: string, expires: string, signature: string, now: number): boolean => {
  const at = Number(expires)
  if (!Number.isSafeInteger(at) || at < now) return false
  const expected = Buffer.from(mac(`${fileId}\n${at}`))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

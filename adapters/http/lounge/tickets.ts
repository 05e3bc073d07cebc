import { createHmac, randomBytes, timingSafeEqual } from "node:crypto"

/**
 * A browser's EventSource sends no Authorization header, so the live stream is opened with a
 * ticket: the user, the lounge, who they are there (`me` a learner, `admin` the console) and an
 * expiry, signed with a key this process draws at start (as media links are). The page that hands
 * it out has checked the token; the stream checks the account again at every connection.
 */
const key = randomBytes(32)
const lifetimeMs = 60 * 60_000

export type Audience = "me" | "admin"

const sign = (audience: Audience, userId: string, classId: string, expires: number) =>
  createHmac("sha256", key).update(`${audience}\n${userId}\n${classId}\n${expires}`).digest("base64url")

export const ticketFor = (audience: Audience, userId: string, classId: string, now: number): string => {
  const expires = now + lifetimeMs
  return `${expires}.${Buffer.from(userId).toString("base64url")}.${sign(audience, userId, classId, expires)}`
}

/** The user a ticket speaks for, if it is ours, for this lounge and audience, and not expired. */
export const userOfTicket = (ticket: string, audience: Audience, classId: string, now: number): string | undefined => {
  const [expiresText, user, signature] = ticket.split(".")
  const expires = Number(expiresText)
  if (user === undefined || signature === undefined || !Number.isSafeInteger(expires) || expires < now) return undefined
  const userId = Buffer.from(user, "base64url").toString()
  const expected = Buffer.from(sign(audience, userId, classId, expires))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : undefined
}

export const eventsUrlOf = (audience: Audience, userId: string, classId: string, position: number, now: number): string =>
  `/api/${audience}/lounges/${encodeURIComponent(classId)}/events?ticket=${encodeURIComponent(ticketFor(audience, userId, classId, now))}&lastEventId=${position}`

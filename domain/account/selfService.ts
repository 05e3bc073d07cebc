/**
 * The pure rules of self-service (DESIGN §5.2, SPEC §4): links that set a password, codes sent
 * by SMS or WhatsApp, the cooldown between two codes, and the name typed to confirm a deletion.
 * Times are epoch milliseconds passed in; nothing here reads a clock.
 */

export type LinkPurpose = "set_password" | "recover_password"

/** How long a link is good for: first access gives days to act, a recovery one hour. */
export const linkLifetimeMs: Readonly<Record<LinkPurpose, number>> = {
  set_password: 72 * 60 * 60 * 1000,
  recover_password: 60 * 60 * 1000
}

export interface StoredLink {
  readonly expiresAt: number
  readonly usedAt: number | null
}

/** A link is single use and expires; a used one is as invalid as an unknown one. */
export const linkState = (link: StoredLink | undefined, now: number): "valid" | "invalid" | "expired" =>
  link === undefined || link.usedAt !== null ? "invalid" : now >= link.expiresAt ? "expired" : "valid"

/** SPEC §4: after a code is sent, the next waits 300 seconds (the screen counts them down). */
export const codeCooldownSeconds = 300
export const codeLifetimeMs = 10 * 60 * 1000
/** Wrong codes allowed before a code is void. */
export const maxCodeAttempts = 5

/** Whole seconds left before another code may be sent (0: now). */
export const cooldownLeft = (lastSentAt: number | undefined, now: number, cooldownSeconds = codeCooldownSeconds): number =>
  lastSentAt === undefined ? 0 : Math.max(0, Math.ceil((lastSentAt + cooldownSeconds * 1000 - now) / 1000))

export interface StoredCode {
  readonly codeHash: string
  readonly expiresAt: number
  /** Wrong codes tried so far. */
  readonly attempts: number
}

export type CodeCheck =
  | { readonly result: "ok" }
  | { readonly result: "wrong"; readonly attemptsLeft: number }
  | { readonly result: "invalid" }
  | { readonly result: "exhausted" }

/**
 * A code typed against the one sent: right and in time passes; expired or never sent is
 * invalid; a wrong one counts, and once `maxCodeAttempts` were wrong the code is void even
 * when the right one comes next.
 */
export const checkCode = (stored: StoredCode | undefined, typedHash: string, now: number): CodeCheck => {
  if (stored === undefined || now >= stored.expiresAt) return { result: "invalid" }
  if (stored.attempts >= maxCodeAttempts) return { result: "exhausted" }
  if (stored.codeHash === typedHash) return { result: "ok" }
  const attemptsLeft = maxCodeAttempts - stored.attempts - 1
  return attemptsLeft <= 0 ? { result: "exhausted" } : { result: "wrong", attemptsLeft }
}

/** Name comparison for a deletion: case, accents and spacing do not matter; every letter does. */
const comparable = (name: string): string =>
  name.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("en").trim().replace(/\s+/g, " ")

export const nameConfirms = (typed: string, fullName: string): boolean => comparable(typed) !== "" && comparable(typed) === comparable(fullName)

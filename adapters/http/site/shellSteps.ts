import type Database from "better-sqlite3"

/**
 * The profile fields a client may require before its home screen (SPEC §2 `complete-register`,
 * §3 "User profile"): the client's `require_<field>` flags, beside its `has_<module>` ones.
 */
export const requirableFields = ["nickname", "gender", "profession", "company", "address"] as const
export type RequirableField = (typeof requirableFields)[number]

interface Profile {
  readonly nickname?: string
  readonly gender?: string
  readonly profession?: string
  readonly company?: string
  readonly address?: { readonly street?: string }
}

const given = (p: Profile, field: RequirableField): boolean => (field === "address" ? (p.address?.street ?? "") !== "" : (p[field] ?? "") !== "")

/**
 * The shell's steps after login: what the chosen client requires that the profile lacks, and
 * whether its first-login tour (`onboarding` flag) is still to be shown (`sso_onboarding_seen`).
 */
export const makeShellSteps = (db: Database.Database, now: () => number) => {
  const profileOf = db.prepare<[string], string | null>("SELECT profile FROM personal_data WHERE user_id = ? AND erased_at IS NULL").pluck()
  const seen = db.prepare<[string], number>("SELECT 1 FROM sso_onboarding_seen WHERE user_id = ?").pluck()
  const markSeen = db.prepare("INSERT INTO sso_onboarding_seen (user_id, seen_at) VALUES (?, ?) ON CONFLICT (user_id) DO NOTHING")
  const steps = (userId: string, features: Readonly<Record<string, boolean>>) => {
    const profile = JSON.parse(profileOf.get(userId) ?? "{}") as Profile
    return {
      missingProfileFields: requirableFields.filter((f) => features[`require_${f}`] === true && !given(profile, f)),
      onboarding: (features["onboarding"] === true || features["has_onboarding"] === true) && seen.get(userId) === undefined
    }
  }
  return {
    steps,
    /** Seen or skipped: the tour is not shown again, whichever client is chosen later. */
    finishOnboarding: (userId: string, features: Readonly<Record<string, boolean>>) => {
      markSeen.run(userId, now())
      return steps(userId, features)
    }
  }
}

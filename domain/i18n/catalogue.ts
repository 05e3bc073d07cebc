import type { ErrorCode } from "../errorCodes.ts"
import type { PasswordRequirement } from "../rules/passwords.ts"

export const locales = ["pt-BR", "en-US", "es-ES", "fr-FR"] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = "pt-BR"

/** Values of `kind` and `status` details, shown in words (`kind: "chain"` → "rede varejista"). */
export type Term = "brand" | "agency" | "chain" | "store" | "product" | "draft" | "open" | "closed" | "awaiting_approval" | "approved" | "reproved" | "published" | "archived" | "shipped" | "delivered" | "rejected"

export interface Catalogue {
  /** One message per error code; `{field}` placeholders name fields of the error's details. */
  readonly messages: Readonly<Partial<Record<ErrorCode, string>>>
  readonly terms: Readonly<Record<Term, string>>
  /**
   * What a new password lacks, in the words the learner app's strength meter uses for the same
   * requirement (a test holds them equal), so a refusal reads like the list beside the field.
   */
  readonly passwordRequirements: Readonly<Record<PasswordRequirement, string>>
  /** DESIGN §7 / SPEC §5: day/month/year for pt and es, month/day/year otherwise. */
  readonly dateOrder: "dmy" | "mdy"
  /** For a code no catalogue knows (a newer server, say): `{code}` is the only placeholder. */
  readonly unknownError: string
}

/** The default locale's catalogue must be complete: every other locale falls back to it. */
export interface CompleteCatalogue extends Catalogue {
  readonly messages: Readonly<Record<ErrorCode, string>>
}

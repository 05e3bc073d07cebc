/**
 * Password strength levels (SPEC §5, DESIGN §4.7): low is 6 characters or more; medium adds
 * upper case, lower case and a digit; strong adds a symbol. A new password needs 8 or more.
 */
export const passwordStrengths = ["low", "medium", "strong"] as const
export type PasswordStrength = (typeof passwordStrengths)[number]

export type PasswordRequirement = "length" | "upper" | "lower" | "digit" | "symbol"

export const minPasswordLength = (isNew: boolean): number => (isNew ? 8 : 6)

/** What a password lacks for a level (empty when it is strong enough). */
export const passwordShortfalls = (password: string, strength: PasswordStrength, isNew = true): ReadonlyArray<PasswordRequirement> => {
  const missing: Array<PasswordRequirement> = []
  if ([...password].length < minPasswordLength(isNew)) missing.push("length")
  if (strength === "low") return missing
  if (!/\p{Lu}/u.test(password)) missing.push("upper")
  if (!/\p{Ll}/u.test(password)) missing.push("lower")
  if (!/\p{Nd}/u.test(password)) missing.push("digit")
  if (strength === "strong" && !/[^\p{L}\p{Nd}\s]/u.test(password)) missing.push("symbol")
  return missing
}

/** The strictest of several levels: a user of two clients meets both. */
export const strictest = (levels: ReadonlyArray<PasswordStrength>): PasswordStrength =>
  levels.reduce<PasswordStrength>((a, b) => (passwordStrengths.indexOf(b) > passwordStrengths.indexOf(a) ? b : a), "low")

/** The requirements a level asks of a new password, in the order a meter lists them. */
export const requirementsOf = (strength: PasswordStrength): ReadonlyArray<PasswordRequirement> =>
  strength === "low" ? ["length"] : strength === "medium" ? ["length", "upper", "lower", "digit"] : ["length", "upper", "lower", "digit", "symbol"]

/** What a strength meter shows (SPEC §5: weak, medium or strong): the highest level a new password meets. */
export const passwordStrengthOf = (password: string): "weak" | "medium" | "strong" =>
  passwordShortfalls(password, "strong").length === 0 ? "strong" : passwordShortfalls(password, "medium").length === 0 ? "medium" : "weak"

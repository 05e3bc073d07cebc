/**
 * The catalogues' message syntax: `{name}` placeholders and ICU plurals,
 * `{count, plural, =0 {…} one {# ponto} other {# pontos}}`, the category chosen by
 * `Intl.PluralRules` of the language ("0 point" in French, "0 points" in English) and `#` written
 * with the language's digits and separators. A few dozen lines instead of a message-format
 * library, so the login screen's JS stays small (issue 41, items 25–26).
 */
export type Params = Record<string, string | number>

const rules = new Map<string, Intl.PluralRules>()
const numbers = new Map<string, Intl.NumberFormat>()
const pluralOf = (locale: string) => rules.get(locale) ?? rules.set(locale, new Intl.PluralRules(locale)).get(locale)!
const numberOf = (locale: string) => numbers.get(locale) ?? numbers.set(locale, new Intl.NumberFormat(locale)).get(locale)!

/** The `{…}` block that starts at `open`: its end, balanced. */
const closing = (text: string, open: number): number => {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++
    else if (text[i] === "}" && --depth === 0) return i
  }
  return text.length
}

/** `=0 {…} one {…} other {…}` → the branches by selector. */
const branches = (body: string): Map<string, string> => {
  const found = new Map<string, string>()
  let i = 0
  while (i < body.length) {
    const open = body.indexOf("{", i)
    if (open < 0) break
    const end = closing(body, open)
    found.set(body.slice(i, open).trim(), body.slice(open + 1, end))
    i = end + 1
  }
  return found
}

const plural = (value: number, body: string, locale: string, params: Params): string => {
  const options = branches(body)
  const chosen = options.get(`=${value}`) ?? options.get(pluralOf(locale).select(value)) ?? options.get("other") ?? ""
  return formatMessage(chosen.replace(/#/g, numberOf(locale).format(value)), params, locale)
}

/** A catalogue message with its parameters filled in, in `locale`. */
export const formatMessage = (text: string, params: Params, locale: string): string => {
  let out = ""
  let i = 0
  while (i < text.length) {
    const open = text.indexOf("{", i)
    if (open < 0) return out + text.slice(i)
    out += text.slice(i, open)
    const end = closing(text, open)
    const inner = text.slice(open + 1, end)
    const [name = "", kind, ...rest] = inner.split(",")
    const value = params[name.trim()]
    if (kind?.trim() === "plural") out += plural(Number(value ?? 0), rest.join(","), locale, params)
    else out += value === undefined ? `{${inner}}` : String(value)
    i = end + 1
  }
  return out
}

/** The parameter names a message uses: the same in every language (a test holds them equal). */
export const messageParams = (text: string): Array<string> =>
  [...text.matchAll(/\{\s*(\w+)\s*(?:,\s*plural\s*,|\})/g)].map((m) => m[1]!).filter((v, i, all) => all.indexOf(v) === i).sort()

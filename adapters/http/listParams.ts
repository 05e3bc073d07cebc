/**
 * ra-data-simple-rest's list parameters (`range=[0,24]`, `sort=["field","ASC"]`) and its
 * `Content-Range` answer, read and written in one place for the admin and the learner lists. Each
 * caller turns a refusal into its own error answer; the page size is one policy for all (below).
 */
export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string }

export type SortOrder = "ASC" | "DESC"

const fail = <T>(reason: string): Read<T> => ({ ok: false, reason })

const parseJson = (text: string): { readonly json: unknown } | undefined => {
  try {
    return { json: JSON.parse(text) }
  } catch {
    return undefined
  }
}

const isIndex = (u: unknown): u is number => typeof u === "number" && Number.isSafeInteger(u) && u >= 0

/**
 * The most records one page holds, in every list, the admin's and the learner's. A range asking
 * for more is refused (400), never answered short: ra-data-simple-rest takes the total from
 * `Content-Range` and trusts that the page holds the records it asked for, so react-admin would
 * number its pages by the size it asked and never show the records between a shorter page's end
 * and the next page's start. 1,000 covers every page the two apps ask for (the console's largest
 * is 100, the learner app's 500) and keeps one answer's rows and JSON small.
 */
export const maxPageSize = 1000

/** `[first, last]`: whole numbers from 0, first ≤ last, at most `maxPageSize` records; `[0, 24]` when absent. */
export const readRange = (text: string | undefined): Read<readonly [number, number]> => {
  if (text === undefined) return { ok: true, value: [0, 24] }
  const parsed = parseJson(text)
  if (parsed === undefined) return fail("not JSON")
  const r = parsed.json
  if (!Array.isArray(r) || r.length !== 2 || !isIndex(r[0]) || !isIndex(r[1]) || r[1] < r[0]) return fail("expected [first, last], whole numbers from 0, first ≤ last")
  if (r[1] - r[0] + 1 > maxPageSize) return fail(`at most ${maxPageSize} records a page`)
  return { ok: true, value: [r[0], r[1]] }
}

/** `["field", "ASC" | "DESC"]` with a field among `fields`; `fallback` when absent. */
export const readSort = (text: string | undefined, fields: Readonly<Record<string, unknown>>, fallback: readonly [string, SortOrder]): Read<readonly [string, SortOrder]> => {
  if (text === undefined) return { ok: true, value: fallback }
  const parsed = parseJson(text)
  if (parsed === undefined) return fail("not JSON")
  const s = parsed.json
  if (!Array.isArray(s) || s.length !== 2 || typeof s[0] !== "string" || (s[1] !== "ASC" && s[1] !== "DESC")) return fail('expected ["field", "ASC" | "DESC"]')
  if (!Object.hasOwn(fields, s[0])) return fail(`unknown field ${s[0]}; one of ${Object.keys(fields).join(", ")}`)
  return { ok: true, value: [s[0], s[1]] }
}

// `<resource> <first>-<last>/<total>`, or a star for the span of an empty page (RFC 9110 §14.4).
export const contentRange = (resource: string, first: number, count: number, total: number): string =>
  `${resource} ${count === 0 ? "*" : `${first}-${first + count - 1}`}/${total}`

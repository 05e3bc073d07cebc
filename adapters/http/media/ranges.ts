/** What a `Range` header asks of a file of `size` bytes (RFC 9110 §14): all of it, one span, or nothing it can have. */
export type RangeAsk = { readonly kind: "whole" } | { readonly kind: "span"; readonly start: number; readonly end: number } | { readonly kind: "unsatisfiable" }

/**
 * One `bytes=` range: `a-b`, `a-` or the last `-n` bytes, `end` clipped to the file. Several
 * ranges, another unit or a malformed header are answered whole, as the RFC lets a server do
 * (a player asks for one span at a time).
 */
export const rangeOf = (header: string | undefined, size: number): RangeAsk => {
  const m = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (m === null) return { kind: "whole" }
  const [, from = "", to = ""] = m
  if (from === "" && to === "") return { kind: "whole" }
  if (from === "") {
    const last = Number(to)
    if (last === 0 || size === 0) return { kind: "unsatisfiable" }
    return { kind: "span", start: Math.max(0, size - last), end: size - 1 }
  }
  const start = Number(from)
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1)
  if (start >= size || end < start) return { kind: "unsatisfiable" }
  return { kind: "span", start, end }
}

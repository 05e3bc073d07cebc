import { Exit, Schema } from "effect"

/**
 * `Schema.decodeUnknownExit(schema, { errors: "all" })` (every issue reported, excess
 * properties ignored), without its price on valid input. effect decodes a struct on a fast path
 * only under the default options; with `errors: "all"` it runs a generator per struct decoded,
 * which on the default bench programme allocated 2.5 KB of the 19 KB a fixture line costs the
 * deciding thread of an import. Input is decoded first on the fast path (the
 * defaults also ignore excess properties, so a success is the same value); input that fails is
 * decoded again to gather every issue, as before.
 */
export const decodeReportingAll = <A>(schema: Schema.Codec<A, unknown>): ((u: unknown) => Exit.Exit<A, Schema.SchemaError>) => {
  const fast = Schema.decodeUnknownExit(schema)
  const all = Schema.decodeUnknownExit(schema, { errors: "all", onExcessProperty: "ignore" })
  return (u) => {
    const exit = fast(u)
    return Exit.isSuccess(exit) ? exit : all(u)
  }
}

import { SchemaAST } from "effect"
import { meantName } from "./meant.ts"

/**
 * The fields a fixture line may carry, from its command's schema (as encoded: what a file holds).
 * `undefined` takes anything (a record, a recursive or an opaque schema).
 */
type Shape = { readonly fields: ReadonlyMap<string, Shape | undefined> } | { readonly items: Shape | undefined } | undefined

/** Two shapes a value may have: what either takes is known (anything, where either takes anything). */
const merged = (a: Shape, b: Shape): Shape => {
  if (a === undefined || b === undefined) return undefined
  if ("fields" in a && "fields" in b) {
    const fields = new Map(a.fields)
    for (const [key, shape] of b.fields) fields.set(key, fields.has(key) ? merged(fields.get(key), shape) : shape)
    return { fields }
  }
  if ("items" in a && "items" in b) return { items: merged(a.items, b.items) }
  return undefined
}

const shapeOf = (ast: SchemaAST.AST): Shape => {
  switch (ast._tag) {
    case "Objects": {
      if (ast.indexSignatures.length > 0) return undefined
      return { fields: new Map(ast.propertySignatures.map((p) => [String(p.name), shapeOf(SchemaAST.toEncoded(p.type))])) }
    }
    case "Arrays": {
      const item = ast.rest[0] ?? ast.elements[0]
      return item === undefined ? undefined : { items: shapeOf(SchemaAST.toEncoded(item)) }
    }
    case "Union": {
      // One shape for all members that are objects: a field any of them takes is known, with
      // every shape its members give it (the pairs' `cards` and the flashcards' `cards` alike).
      const members = ast.types.map((m) => shapeOf(SchemaAST.toEncoded(m)))
      const objects = members.filter((m): m is { fields: ReadonlyMap<string, Shape> } => m !== undefined && "fields" in m)
      if (objects.length === 0) return undefined
      return objects.reduce<Shape>((a, b) => merged(a, b), objects[0])
    }
    default:
      return undefined
  }
}

/** A field a line carries that its command does not take, and the one it was likely meant as. */
export interface UnknownField {
  readonly path: string
  readonly meant: string | undefined
}

const walk = (value: unknown, shape: Shape, path: string, out: Array<UnknownField>): void => {
  if (shape === undefined || typeof value !== "object" || value === null) return
  if ("items" in shape) {
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, shape.items, `${path}[${i}]`, out))
    return
  }
  if (Array.isArray(value)) return
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue
    if (shape.fields.has(key)) walk((value as Record<string, unknown>)[key], shape.fields.get(key), `${path}.${key}`, out)
    else out.push({ path: `${path}.${key}`, meant: meantName(key, [...shape.fields.keys()].filter((k) => k !== "_tag")) })
  }
}

/**
 * Finds the fields of a line that its command ignores. Decoding drops them (the API's clients,
 * react-admin's among them, send whole records), so in a file a misspelt optional field
 * (`observaton`) would vanish unseen: the import names them instead.
 */
export const unknownFieldsChecker = (schemaOf: (type: string) => SchemaAST.AST | undefined) => {
  const shapes = new Map<string, Shape>()
  return (type: string, payload: unknown): ReadonlyArray<UnknownField> => {
    let shape = shapes.get(type)
    if (shape === undefined && !shapes.has(type)) {
      const ast = schemaOf(type)
      shape = ast === undefined ? undefined : shapeOf(SchemaAST.toEncoded(ast))
      shapes.set(type, shape)
    }
    const out: Array<UnknownField> = []
    walk(payload, shape, "payload", out)
    return out
  }
}

/** One ignored field across an import: how many lines carried it, and the first. */
export interface IgnoredField {
  readonly path: string
  readonly meant: string | undefined
  readonly lines: number
  readonly first: { readonly file: string; readonly line: number }
}

/**
 * Tallies the ignored fields of an import by path (array indexes folded: `payload.lines[].qty`),
 * so a file whose every line carries an exporter's extra field costs one entry, not a million.
 */
export const ignoredFieldsTally = () => {
  const byPath = new Map<string, { meant: string | undefined; lines: number; first: { file: string; line: number }; last: { file: string; line: number } }>()
  let lines = 0
  return {
    found: (at: { readonly file: string; readonly line: number }, fields: ReadonlyArray<UnknownField>): void => {
      lines += 1
      for (const f of fields) {
        const path = f.path.replace(/\[\d+\]/g, "[]")
        const seen = byPath.get(path)
        if (seen === undefined) byPath.set(path, { meant: f.meant, lines: 1, first: at, last: at })
        else if (seen.last !== at) {
          // A path seen twice in one line (two sale lines' "qty") counts that line once.
          seen.lines += 1
          seen.last = at
        }
      }
    },
    /** Lines with any ignored field, and each field, the most frequent first. */
    result: (): { readonly lines: number; readonly fields: ReadonlyArray<IgnoredField> } => ({
      lines,
      fields: [...byPath]
        .map(([path, f]) => ({ path, meant: f.meant, lines: f.lines, first: { file: f.first.file, line: f.first.line } }))
        .sort((a, b) => b.lines - a.lines || a.path.localeCompare(b.path))
    })
  }
}

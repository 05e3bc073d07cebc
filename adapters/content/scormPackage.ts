import { XMLParser } from "fast-xml-parser"
import { unzipSync } from "fflate"
import { ScormRefused } from "../../domain/api/learning/errors.ts"

/** DESIGN §4.8's limits on a SCORM zip: entries, their unpacked total, and how far one may inflate (a zip bomb's tell). */
export const scormLimits = { entries: 10_000, totalBytes: 1_000_000_000, ratio: 200 } as const
export type ScormLimits = { readonly entries: number; readonly totalBytes: number; readonly ratio: number }

export interface ScormPackage {
  readonly version: "1.2" | "2004"
  readonly title: string
  /** The launch page, relative to the package's folder. */
  readonly launch: string
  /** What passes, if the manifest says: 1.2's masteryscore (0–100) or 2004's minNormalizedMeasure (−1–1). */
  readonly masteryScore: number | null
  readonly files: ReadonlyMap<string, Uint8Array>
}

/** An entry's name stays in its folder: relative, forward slashes, no `..` segment, no drive. */
const safe = (name: string) => !name.startsWith("/") && !name.includes("\\") && !/^[a-z]:/i.test(name) && !name.split("/").includes("..") && !name.includes("\0")

const refuse = (reason: string, entry = "", limit = 0) => new ScormRefused({ reason, entry, limit })

const asArray = <A>(v: A | ReadonlyArray<A> | undefined): ReadonlyArray<A> => (v === undefined ? [] : Array.isArray(v) ? v : [v as A])
type Node = Record<string, unknown>
const text = (v: unknown): string => (typeof v === "string" || typeof v === "number" ? String(v) : typeof v === "object" && v !== null && "#text" in v ? String((v as Node)["#text"]) : "")

/** 1.2's `adlcp:masteryscore` on the item, or 2004's primary objective's `minNormalizedMeasure` when it is satisfied by measure. */
const masteryOf = (item: Node | undefined): number | null => {
  const given = text(item?.["masteryscore"])
  const objective = ((item?.["sequencing"] as Node | undefined)?.["objectives"] as Node | undefined)?.["primaryObjective"] as Node | undefined
  const measure = objective?.["@satisfiedByMeasure"] === "true" ? text(objective["minNormalizedMeasure"]) : ""
  const value = given !== "" ? Number(given) : measure !== "" ? Number(measure) : NaN
  return Number.isFinite(value) ? value : null
}

/** The manifest's version, title and launch page: the default organization's first item that names a resource. */
export const readManifest = (xml: string): Omit<ScormPackage, "files"> | undefined => {
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", removeNSPrefix: true, processEntities: false }).parse(xml) as Node
  const manifest = doc["manifest"] as Node | undefined
  if (!manifest) return undefined
  const schemaVersion = text(((manifest["metadata"] as Node | undefined) ?? {})["schemaversion"])
  const version = schemaVersion === "1.2" ? "1.2" : /2004|CAM 1\.3/.test(schemaVersion) ? "2004" : undefined
  const organizations = (manifest["organizations"] as Node | undefined) ?? {}
  const all = asArray(organizations["organization"] as Node | ReadonlyArray<Node>)
  const organization = all.find((o) => o["@identifier"] === organizations["@default"]) ?? all[0]
  const items = (nodes: ReadonlyArray<Node>): ReadonlyArray<Node> => nodes.flatMap((i) => [i, ...items(asArray(i["item"] as Node | ReadonlyArray<Node>))])
  const first = items(asArray(organization?.["item"] as Node | ReadonlyArray<Node>)).find((i) => typeof i["@identifierref"] === "string")
  const resource = asArray(((manifest["resources"] as Node | undefined) ?? {})["resource"] as Node | ReadonlyArray<Node>).find((r) => r["@identifier"] === first?.["@identifierref"])
  const href = resource?.["@href"]
  if (version === undefined || typeof href !== "string" || !safe(href)) return undefined
  return { version, title: text(organization?.["title"]) || text(first?.["title"]), launch: href, masteryScore: masteryOf(first) }
}

/**
 * A SCORM 1.2 or 2004 zip, checked before anything is inflated: the entries' count, their
 * declared unpacked total, each one's compression ratio and every path; then unpacked with the
 * actual total checked again (a zip may lie about sizes), and its manifest read.
 */
export const inspectScormZip = (bytes: Uint8Array, limits: ScormLimits = scormLimits): ScormPackage | ScormRefused => {
  let problem: ScormRefused | undefined
  let entries = 0
  let declared = 0
  try {
    unzipSync(bytes, {
      filter: (f) => {
        entries++
        declared += f.originalSize
        if (problem) return false
        if (!safe(f.name)) problem = refuse("path", f.name)
        else if (entries > limits.entries) problem = refuse("entries", "", limits.entries)
        else if (declared > limits.totalBytes) problem = refuse("size", "", limits.totalBytes)
        else if (f.originalSize > 1_000_000 && f.originalSize / Math.max(1, f.size) > limits.ratio) problem = refuse("ratio", f.name, limits.ratio)
        return false
      }
    })
  } catch {
    return refuse("zip")
  }
  if (problem) return problem
  let files: Record<string, Uint8Array>
  try {
    files = unzipSync(bytes)
  } catch {
    return refuse("zip")
  }
  const total = Object.values(files).reduce((s, f) => s + f.length, 0)
  if (total > limits.totalBytes) return refuse("size", "", limits.totalBytes)
  const manifest = files["imsmanifest.xml"]
  const read = manifest === undefined ? undefined : readManifest(new TextDecoder().decode(manifest))
  if (read === undefined || files[read.launch] === undefined) return refuse("manifest", "imsmanifest.xml")
  return { ...read, files: new Map(Object.entries(files).filter(([name]) => !name.endsWith("/"))) }
}

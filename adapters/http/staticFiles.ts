import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { extname, join, sep } from "node:path"
import { HttpServerResponse } from "effect/http"
import { appSecurityHeaders } from "./securityHeaders.ts"

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  // PDF.js's worker is an ES module file (.mjs): a worker module refuses any other type.
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2"
}

/** One file of a build, with the brotli and gzip copies made beside it at build time (scripts/precompress.mjs). */
export interface BuiltFile {
  readonly bytes: Uint8Array
  readonly br: Uint8Array | undefined
  readonly gzip: Uint8Array | undefined
  readonly contentType: string
  /** Hashed assets never change under their name: a year; everything else is revalidated. */
  readonly cacheControl: string
}

/** A build's files by URL path (`/assets/index-3f2a.js`), read once. */
export type Build = ReadonlyMap<string, BuiltFile>

const readIfFile = (path: string): Uint8Array | undefined => (existsSync(path) && statSync(path).isFile() ? readFileSync(path) : undefined)

/**
 * Every file of a build, listed and read when the server first serves it. Only these are ever kept:
 * a requested path is looked up, never stored, so requests for made-up paths cost no memory (issue 41:
 * a Map of every requested path grew by ~8 KB per missing path until the heap ran out).
 */
export const loadBuild = (dir: string): Build => {
  const files = new Map<string, BuiltFile>()
  if (!existsSync(dir)) return files
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, entry)
    if (entry.endsWith(".br") || entry.endsWith(".gz") || !statSync(path).isFile()) continue
    const url = "/" + entry.split(sep).join("/")
    files.set(url, {
      bytes: readFileSync(path),
      br: readIfFile(`${path}.br`),
      gzip: readIfFile(`${path}.gz`),
      contentType: types[extname(path)] ?? "application/octet-stream",
      cacheControl: url.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache"
    })
  }
  return files
}

/** The encodings a client takes (`br`, `gzip`), ignoring the ones it refuses with `q=0`. */
export const acceptedEncodings = (header: string | undefined): ReadonlySet<string> =>
  new Set(
    (header ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([, q]) => q === undefined || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!)
  )

/** A built file in the best encoding the client accepts, with the app's security headers. */
export const answerFile = (file: BuiltFile, acceptEncoding: string | undefined): HttpServerResponse.HttpServerResponse => {
  const accepted = acceptedEncodings(acceptEncoding)
  const [encoding, bytes] =
    file.br !== undefined && accepted.has("br") ? ["br", file.br] : file.gzip !== undefined && accepted.has("gzip") ? ["gzip", file.gzip] : [undefined, file.bytes]
  return HttpServerResponse.uint8Array(bytes, {
    contentType: file.contentType,
    headers: {
      ...appSecurityHeaders,
      "cache-control": file.cacheControl,
      vary: "accept-encoding",
      ...(encoding === undefined ? {} : { "content-encoding": encoding })
    }
  })
}

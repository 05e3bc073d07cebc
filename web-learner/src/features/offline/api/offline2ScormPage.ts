import type { OfflineScorm } from "./offlineRecords.ts"

/**
 * A kept SCORM package played offline (issue 48). The package's frame is an opaque origin (the
 * sandbox), and a browser lets no service worker answer an opaque document's own requests: the
 * worker answers the launch page's navigation (the frame has no `sandbox` attribute then, and the
 * page keeps the server's sandbox CSP), and writes the package's scripts, styles and images into
 * the page as `data:` links, with the attempt's state and our runtime, as the server injects them.
 * Shared by the worker (sw.ts) and the player (ScormFrame.tsx).
 */
export const offlineScormPrefix = "/offline2-scorm/"

/** The sandbox of a package's pages: the server's own (adapters/http/scorm/serveScorm.ts `scormSandbox`). */
export const offlineScormSandbox = "sandbox allow-scripts allow-forms allow-popups"

export type ScormState = OfflineScorm["state"]

/**
 * The state a kept package starts from offline: the one kept with it, with the commits still
 * waiting on the device laid over it in order, so a second offline opening resumes where the first
 * one stopped (and numbers its commits after them).
 */
export const resumeState = (
  state: ScormState,
  waiting: ReadonlyArray<{ readonly courseId: string; readonly activityId: string; readonly seq: number; readonly values: Readonly<Record<string, string>> }>,
  courseId: string,
  activityId: string
): ScormState =>
  waiting
    .filter((c) => c.courseId === courseId && c.activityId === activityId && c.seq > state.seq)
    .reduce((s, c) => ({ ...s, seq: c.seq, cmi: { ...s.cmi, ...c.values } }), state)

/** Where the frame opens a kept package: its launch page, with the state to start from. */
export const offlineScormUrl = (itemId: string, launch: string, state: ScormState): string =>
  `${offlineScormPrefix}${encodeURIComponent(itemId)}/${launch.split("/").map(encodeURIComponent).join("/")}?state=${encodeURIComponent(JSON.stringify(state))}`

/** The item and the path inside the zip a worker's URL names, or undefined. */
export const offlineScormTarget = (url: URL): { itemId: string; path: string; state: ScormState | undefined } | undefined => {
  const [rawItem, ...rest] = url.pathname.slice(offlineScormPrefix.length).split("/")
  if (rawItem === undefined || rest.length === 0) return undefined
  try {
    const raw = url.searchParams.get("state")
    return { itemId: decodeURIComponent(rawItem), path: rest.map(decodeURIComponent).join("/"), state: raw === null ? undefined : (JSON.parse(raw) as ScormState) }
  } catch {
    return undefined
  }
}

const types: Readonly<Record<string, string>> = {
  html: "text/html; charset=utf-8",
  htm: "text/html; charset=utf-8",
  js: "text/javascript",
  mjs: "text/javascript",
  css: "text/css",
  json: "application/json",
  xml: "application/xml",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  ogg: "audio/ogg",
  woff: "font/woff",
  woff2: "font/woff2",
  ttf: "font/ttf",
  pdf: "application/pdf"
}

export const typeOf = (path: string): string => types[path.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream"

/** A link inside the package resolved against the folder of the file it is in; undefined when it leaves the package or is not relative. */
const resolve = (folder: ReadonlyArray<string>, link: string): string | undefined => {
  if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(link)) return undefined
  const parts = [...folder]
  for (const segment of link.split(/[?#]/)[0]!.split("/")) {
    if (segment === "" || segment === ".") continue
    if (segment === "..") {
      if (parts.pop() === undefined) return undefined
    } else parts.push(decodeURIComponent(segment))
  }
  return parts.join("/")
}

const base64 = (bytes: Uint8Array): string => {
  let text = ""
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(text)
}

const dataUrl = (bytes: Uint8Array, type: string) => `data:${type};base64,${base64(bytes)}`

const folderOf = (path: string) => path.split("/").slice(0, -1)

/** A stylesheet's `url(…)`s written in as `data:` links (its fonts and images). */
const inlineCss = (files: Readonly<Record<string, Uint8Array>>, path: string, css: string): string =>
  css.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (whole, _q: string, link: string) => {
    const target = resolve(folderOf(path), link)
    const bytes = target === undefined ? undefined : files[target]
    return bytes === undefined || target === undefined ? whole : `url("${dataUrl(bytes, typeOf(target))}")`
  })

/** `"` and `<` escaped: JSON inside `<script type="application/json">` that nothing can close early. */
const jsonInHtml = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c")

/**
 * The page at `path` of the kept package as the worker answers it: every `src` and stylesheet
 * `href` naming a file of the package becomes a `data:` link, and the state and the runtime come
 * first in `<head>`, before the package's own scripts (as serveScorm.ts injects them online).
 */
export const offlineScormPage = (files: Readonly<Record<string, Uint8Array>>, path: string, scorm: OfflineScorm, state: ScormState): string | undefined => {
  const bytes = files[path]
  if (bytes === undefined) return undefined
  const folder = folderOf(path)
  const html = new TextDecoder().decode(bytes).replace(/(<[^>]*?\s)(src|href)\s*=\s*(["'])([^"']*)\3/gi, (whole, before: string, attribute: string, quote: string, link: string) => {
    // An anchor's href is a page to go to, not a file to load: it stays a link.
    if (attribute.toLowerCase() === "href" && !/^<link\b/i.test(before)) return whole
    const target = resolve(folder, link)
    const file = target === undefined ? undefined : files[target]
    if (file === undefined || target === undefined) return whole
    const type = typeOf(target)
    const inlined = type === "text/css" ? new TextEncoder().encode(inlineCss(files, target, new TextDecoder().decode(file))) : file
    return `${before}${attribute}=${quote}${dataUrl(inlined, type)}${quote}`
  })
  const tags = `<script type="application/json" id="vitrine-scorm-state">${jsonInHtml(state)}</script><script src="${dataUrl(new TextEncoder().encode(scorm.runtime), "text/javascript")}"></script>`
  const head = /<head(\s[^>]*)?>/i.exec(html)
  if (head) return html.slice(0, head.index + head[0].length) + tags + html.slice(head.index + head[0].length)
  const root = /<html(\s[^>]*)?>/i.exec(html)
  return root ? html.slice(0, root.index + root[0].length) + tags + html.slice(root.index + root[0].length) : tags + html
}

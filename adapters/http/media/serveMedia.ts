import { Effect, Stream } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { createReadStream, statSync } from "node:fs"
import { FileNotFound } from "../../../domain/api/files/errors.ts"
import { filesDirBeside, localPathOf } from "../../files/localDisk.ts"
import { failureOf } from "../errors.ts"
import { ServerContext } from "../ServerContext.ts"
import { validLink } from "./links.ts"
import { rangeOf } from "./ranges.ts"

const headers = {
  "accept-ranges": "bytes",
  // Served as what was sniffed at upload, never re-guessed; a document cannot run script in our origin.
  "x-content-type-options": "nosniff",
  "content-security-policy": "sandbox",
  "cache-control": "private, max-age=3600"
}

/**
 * `GET /api/media/:id?expires&signature`: a learning file by its signed link, streamed from disk
 * (never read whole: a video may be gigabytes) and answering range requests with `206`, so a
 * player seeks and a download resumes. A bad or expired link is the same `404` as an unknown id.
 */
export const serveMedia = (fileId: string, expires: string, signature: string) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const request = yield* HttpServerRequest.HttpServerRequest
    const notFound = failureOf(new FileNotFound({ fileId }))
    if (!validLink(fileId, expires, signature, now())) return yield* notFound
    const file = programme.db.prepare<[string], { contentType: string; hash: string }>("SELECT content_type AS contentType, hash FROM files WHERE file_id = ?").get(fileId)
    const path = file === undefined ? undefined : localPathOf(filesDirBeside(programme.db.name), file.hash)
    const size = path === undefined ? undefined : statSync(path, { throwIfNoEntry: false })?.size
    if (file === undefined || path === undefined || size === undefined) return yield* notFound
    if (size === 0) return HttpServerResponse.empty({ status: 200, headers })
    const ask = rangeOf(request.headers["range"], size)
    if (ask.kind === "unsatisfiable") return HttpServerResponse.empty({ status: 416, headers: { ...headers, "content-range": `bytes */${size}` } })
    const [start, end] = ask.kind === "span" ? [ask.start, ask.end] : [0, size - 1]
    const body = Stream.fromAsyncIterable(createReadStream(path, { start, end, highWaterMark: 256 * 1024 }) as AsyncIterable<Uint8Array>, (e) => e)
    return HttpServerResponse.stream(body, {
      status: ask.kind === "span" ? 206 : 200,
      contentType: file.contentType,
      contentLength: end - start + 1,
      headers: ask.kind === "span" ? { ...headers, "content-range": `bytes ${start}-${end}/${size}` } : headers
    })
  })

import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { HttpServerResponse } from "effect/http"
import { acceptedEncodings } from "./staticFiles.ts"

/** Below this, compressing costs more than it saves (DESIGN §5.4: "JSON answers over 1 kB"). */
export const compressAbove = 1024

/**
 * A JSON answer over 1 kB, compressed when the client accepts it (brotli at a quick level, else
 * gzip): a page of sales or the session shrinks five- to ten-fold on a phone's link.
 */
export const compressJson = (response: HttpServerResponse.HttpServerResponse, acceptEncoding: string | undefined): HttpServerResponse.HttpServerResponse => {
  const body = response.body
  if (body._tag !== "Uint8Array" || body.body.length <= compressAbove || response.headers["content-encoding"] !== undefined) return response
  if (!(body.contentType.startsWith("application/json") || body.contentType.startsWith("application/problem+json"))) return response
  const accepted = acceptedEncodings(acceptEncoding)
  const encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : undefined
  if (encoding === undefined) return HttpServerResponse.setHeader(response, "vary", "accept-encoding")
  const compressed =
    encoding === "br" ? brotliCompressSync(body.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.body.length } }) : gzipSync(body.body, { level: 6 })
  return HttpServerResponse.setHeaders(HttpServerResponse.setBody(response, HttpServerResponse.uint8Array(compressed, { contentType: body.contentType }).body), {
    "content-encoding": encoding,
    vary: "accept-encoding"
  })
}

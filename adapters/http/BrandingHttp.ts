import { Effect, Option } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { ApiFailure } from "../../domain/api/ApiFailure.ts"
import { FileNotFound } from "../../domain/api/files/errors.ts"
import { FileStorage } from "../files/FileStorage.ts"
import { filesDirBeside, makeLocalDiskStorage } from "../files/localDisk.ts"
import { brandingOf, publicFileIds } from "../branding/reads.ts"
import { isIgnored, rateLimit, recordClientError } from "../branding/clientErrors.ts"
import { failureOf } from "./errors.ts"
import { withEtag } from "./branding/publicRoutes.ts"
import { ServerContext } from "./ServerContext.ts"

/** Handlers of the public branding routes (domain/api/BrandingApi.ts). */
export const BrandingPublicHttpLive = HttpApiBuilder.group(VitrineApi, "brandingPublic", (handlers) =>
  handlers
    .handle("loginConfig", () =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const { programme } = yield* ServerContext
        const snapshot = brandingOf(programme.db)
        return withEtag(request, snapshot.etag, () => HttpServerResponse.jsonUnsafe(snapshot.answer))
      })
    )
    .handle("brandingFile", ({ params }) =>
      Effect.gen(function* () {
        const { programme } = yield* ServerContext
        const notFound = failureOf(new FileNotFound({ fileId: params.fileId }))
        // Only what the login screen shows is public; any other file keeps its owner's rules.
        if (!publicFileIds(brandingOf(programme.db).answer).has(params.fileId)) return yield* notFound
        const file = programme.db.prepare<[string], { hash: string; contentType: string }>("SELECT hash, content_type AS contentType FROM files WHERE file_id = ?").get(params.fileId)
        const bytes = file === undefined ? undefined : yield* (yield* FileStorage).get(file.hash)
        if (file === undefined || bytes === undefined) return yield* notFound
        return HttpServerResponse.uint8Array(bytes, {
          contentType: file.contentType,
          headers: { "content-security-policy": "sandbox", "cache-control": "public, max-age=86400" }
        })
      }).pipe(Effect.provideServiceEffect(FileStorage, Effect.map(Effect.service(ServerContext), ({ programme }) => makeLocalDiskStorage(filesDirBeside(programme.db.name)))))
    )
    .handle("reportClientError", ({ payload }) =>
      Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const { programme, now } = yield* ServerContext
        const address = Option.getOrElse(request.remoteAddress, () => "unknown")
        const wait = rateLimit(programme.db, address, now())
        if (wait !== undefined) {
          return yield* new ApiFailure({ status: 429, code: "http.too_many_requests", details: { retryAfterSeconds: wait }, headers: { "retry-after": String(wait) } })
        }
        if (!isIgnored(payload)) recordClientError(programme.db, payload, request.headers["user-agent"] ?? "", new Date(now()).toISOString())
      })
    )
)

import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"
import { CurrentUser } from "../../domain/api/security.ts"
import { FileStorage } from "../files/FileStorage.ts"
import { filesDirBeside, makeLocalDiskStorage } from "../files/localDisk.ts"
import { downloadFile } from "./files/download.ts"
import { uploadFile } from "./files/upload.ts"
import { uploadMedia } from "./files/uploadMedia.ts"
import { ServerContext } from "./ServerContext.ts"

/**
 * The local-disk storage beside the database file (DESIGN §5.4: under the data directory),
 * given to each handler here so the composition root needs no line for it.
 */
const withStorage = Effect.provideServiceEffect(
  FileStorage,
  Effect.map(Effect.service(ServerContext), ({ programme }) => makeLocalDiskStorage(filesDirBeside(programme.db.name)))
)

/** Handlers of uploads and downloads (domain/api/FilesApi.ts). */
export const FilesHttpLive = HttpApiBuilder.group(VitrineApi, "files", (handlers) =>
  handlers
    .handleRaw("uploadFile", ({ request, headers }) => Effect.flatMap(CurrentUser, (user) => uploadFile(user, request, headers["idempotency-key"])).pipe(withStorage))
    .handleRaw("uploadMedia", ({ request, headers, query }) => Effect.flatMap(CurrentUser, (user) => uploadMedia(user, request, headers["idempotency-key"], query)))
    .handle("downloadFile", ({ params }) => Effect.flatMap(CurrentUser, (user) => downloadFile(user, params.id, "original")).pipe(withStorage))
    .handle("downloadThumbnail", ({ params }) => Effect.flatMap(CurrentUser, (user) => downloadFile(user, params.id, "thumbnail")).pipe(withStorage))
)

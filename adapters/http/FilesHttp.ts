import { HttpApiBuilder } from "effect/http-api"
import { VitrineApi } from "../../domain/api/Api.ts"

/** Handlers of uploads and downloads (domain/api/FilesApi.ts). */
export const FilesHttpLive = HttpApiBuilder.group(VitrineApi, "files", (handlers) => handlers)

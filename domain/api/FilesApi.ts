import { HttpApiGroup } from "effect/http-api"
import { fileEndpoints } from "./files/endpoints.ts"
import { Authentication } from "./security.ts"

/** Uploads and downloads (DESIGN §5.4): `/api/files…`. Add endpoints before `.middleware(Authentication)`. */
export const FilesApi = HttpApiGroup.make("files")
  .add(fileEndpoints.upload, fileEndpoints.download, fileEndpoints.thumbnail)
  .add(fileEndpoints.uploadMedia)
  .middleware(Authentication)

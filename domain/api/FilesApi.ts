import { HttpApiGroup } from "effect/http-api"
import { Authentication } from "./security.ts"

/** Uploads and downloads (DESIGN §5.4): `/api/files…`. Add endpoints before `.middleware(Authentication)`. */
export const FilesApi = HttpApiGroup.make("files").middleware(Authentication)

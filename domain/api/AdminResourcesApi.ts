import { HttpApiGroup } from "effect/http-api"
import { Authentication } from "./security.ts"

/**
 * The admin console's resources on the ra-data-simple-rest contract (DESIGN §5.3): `/api/admin/<res>`.
 * Add endpoints before `.middleware(Authentication)`.
 */
export const AdminResourcesApi = HttpApiGroup.make("adminResources").middleware(Authentication)

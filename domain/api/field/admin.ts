import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"
import { AdminRecord } from "../AdminResourcesApi.ts"
import { BulkResult } from "../AdminCommandsApi.ts"

const id = { id: Schema.String }

/**
 * `meetups/:id/code`: the next check-in code. Without `code` the server draws six random digits
 * (the console's rotation, on a timer or on demand); the answer is the meetup with its code.
 */
export const CodeRequest = Schema.Struct({ code: Schema.optional(Schema.String.check(Schema.isMaxLength(64))) })

/** The console's field command routes (DESIGN §5.3 style: `POST`, `Idempotency-Key`). */
export const fieldAdminEndpoints = {
  approvePhoto: HttpApiEndpoint.post("approvePhoto", "/api/admin/photos/:id/approve", { params: id, success: AdminRecord }),
  reprovePhoto: HttpApiEndpoint.post("reprovePhoto", "/api/admin/photos/:id/reprove", { params: id, payload: Schema.Struct({ reason: Schema.String }), success: AdminRecord }),
  approvePhotos: HttpApiEndpoint.post("approvePhotos", "/api/admin/photos/approve", { payload: Schema.Struct({ ids: Schema.Array(Schema.String) }), success: Schema.Array(BulkResult) }),
  setCode: HttpApiEndpoint.post("setCheckInCode", "/api/admin/meetups/:id/code", { params: id, payload: CodeRequest, success: AdminRecord })
}

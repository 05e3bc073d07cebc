import { Schema } from "effect"
import { HttpApiEndpoint } from "effect/http-api"

const params = { id: Schema.String, activityId: Schema.String }

/**
 * What the learner app keeps to play a SCORM activity offline (issue 48): the package's zip (a
 * signed, expiring link, downloaded with a progress bar and kept on the device as
 * `class{item_id}.zip`), its launch page inside the zip, and the runtime's state as a launch now
 * would hand it (the attempt's cmi and last commit's number).
 */
export const Offline2ScormPackage = Schema.Struct({
  packageId: Schema.String,
  url: Schema.String,
  contentType: Schema.Literal("application/zip"),
  size: Schema.Number,
  /** When the package was uploaded: a newer one marks the device's copy out of date. */
  updatedAt: Schema.String,
  /** The launch page's path inside the zip (the manifest's resource href). */
  launch: Schema.String,
  state: Schema.Struct({
    version: Schema.Literals(["1.2", "2004"]),
    seq: Schema.Number,
    cmi: Schema.Record(Schema.String, Schema.String)
  })
}).annotate({ identifier: "Offline2ScormPackage" })

export const offline2Endpoints = {
  scormPackage: HttpApiEndpoint.get("offline2ScormPackage", "/api/me/courses/:id/activities/:activityId/offline2/scorm-package", { params, success: Offline2ScormPackage })
}

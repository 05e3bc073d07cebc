import type { ResourceSpec } from "../resource.ts"

/**
 * The apps' recent uncaught errors (`POST /api/client-errors`), newest first. They tell of every
 * country's screens and carry no country: the superuser's, as the event log.
 */
export const brandingClientErrorsResource: ResourceSpec = {
  name: "branding-client-errors",
  from: "branding_client_errors e",
  id: "e.id",
  fields: { id: "e.id", app: "e.app", kind: "e.kind", message: "e.message", stack: "e.stack", path: "e.path", userAgent: "e.user_agent", reportedAt: "e.reported_at" },
  filters: { app: "e.app", kind: "e.kind" },
  search: ["e.message LIKE ?", "e.path LIKE ?"],
  scope: "superuser",
  defaultSort: ["reportedAt", "DESC"],
  roles: ["admin"]
}

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

/** The colours a client without a theme of its own wears: the deployment's (or the app's defaults). */
const deploymentColors = `COALESCE((SELECT json_extract(l.config, '$.colors') FROM branding_configs l WHERE l.id = 'login'), json('{"primary":"#0b5394","onPrimary":"#ffffff","background":"#ffffff","text":"#1a1a1a"}'))`

/**
 * Each client company's theme (BrandClient), edited in the console: its colours (the deployment's
 * until it has its own) and its logo. A client's face reaches every country: the superuser's.
 */
export const brandingClientThemesResource: ResourceSpec = {
  name: "branding-client-themes",
  from: "clients c",
  joins: "LEFT JOIN branding_configs b ON b.id = 'client.' || c.client_id",
  id: "c.client_id",
  fields: {
    id: "c.client_id",
    name: "c.name",
    themed: "b.id IS NOT NULL",
    colors: `COALESCE(json_extract(b.config, '$.colors'), ${deploymentColors})`,
    logoFileId: "json_extract(b.config, '$.logoFileId')"
  },
  filters: {},
  search: ["c.name LIKE ?", "c.client_id LIKE ?"],
  scope: "superuser",
  json: ["colors"],
  booleans: ["themed"],
  defaultSort: ["name", "ASC"],
  roles: ["admin"]
}

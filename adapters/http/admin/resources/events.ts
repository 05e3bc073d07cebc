import type { ResourceSpec } from "../resource.ts"

/**
 * The event log itself, id its position. Events carry no country, so only a superuser reads it.
 * `commandId` is found through the unique event ids (`<commandId>#<n>`) instead of a scan.
 */
export const eventsResource: ResourceSpec = {
  name: "events",
  from: "events e",
  id: "e.position",
  fields: {
    id: "e.position",
    streamId: "e.stream_id",
    streamVersion: "e.stream_version",
    type: "e.type",
    data: "e.data",
    metadata: "e.metadata",
    actor: "json_extract(e.metadata, '$.actor')",
    commandId: "json_extract(e.metadata, '$.commandId')",
    recordedAt: "e.recorded_at"
  },
  filters: {
    streamId: "e.stream_id",
    type: "e.type",
    actor: "json_extract(e.metadata, '$.actor')",
    recordedAt: "e.recorded_at",
    commandId: (commandId) => ({
      sql: "(e.event_id >= ? AND e.event_id < ? AND json_extract(e.metadata, '$.commandId') = ?)",
      params: [commandId + "#", commandId + "$", commandId]
    })
  },
  scope: "superuser",
  json: ["data", "metadata"],
  defaultSort: ["id", "DESC"],
  roles: ["admin"]
}

import type { ResourceSpec } from "../resource.ts"

/**
 * A test's question bank without its answers: `TestCreated` is shown with every option's
 * `correct` removed, so not even the log's screen tells which options are right while learners
 * take the test (DESIGN §4.8). The JSON is rebuilt in SQL (json() keeps each piece JSON, not text).
 */
const dataWithoutAnswers = `CASE WHEN e.type = 'TestCreated' THEN json_set(e.data, '$.questions', json((
  SELECT json_group_array(json(json_set(q.value, '$.options', json((SELECT json_group_array(json(json_remove(o.value, '$.correct'))) FROM json_each(q.value, '$.options') o)))))
  FROM json_each(e.data, '$.questions') q))) ELSE e.data END`

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
    data: dataWithoutAnswers,
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

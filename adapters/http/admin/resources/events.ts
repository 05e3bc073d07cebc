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
 * The streams of one country's records (DESIGN §5.3: a country admin reads the log of their own
 * country's records): each stream's owner found by its key in the read models, one `?` per kind.
 * Reference data with no country (brands, products, clients, courses) is the superuser's log.
 */
const ownCountryStream = `CASE substr(e.stream_id, 1, instr(e.stream_id, '-'))
  WHEN 'sale-' THEN EXISTS (SELECT 1 FROM sales s JOIN campaigns c ON c.campaign_id = s.campaign_id WHERE s.sale_id = substr(e.stream_id, 6) AND c.country = ?)
  WHEN 'campaign-' THEN EXISTS (SELECT 1 FROM campaigns c WHERE c.campaign_id = substr(e.stream_id, 10) AND c.country = ?)
  WHEN 'account-' THEN EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = substr(e.stream_id, 9) AND a.country = ?)
  WHEN 'level-' THEN EXISTS (SELECT 1 FROM accounts a WHERE a.user_id = substr(e.stream_id, 7) AND a.country = ?)
  WHEN 'store-' THEN EXISTS (SELECT 1 FROM stores st WHERE st.store_id = substr(e.stream_id, 7) AND st.country = ?)
  WHEN 'chain-' THEN EXISTS (SELECT 1 FROM retail_chains ch WHERE ch.chain_id = substr(e.stream_id, 7) AND ch.country = ?)
  WHEN 'wallet-' THEN EXISTS (SELECT 1 FROM campaigns c WHERE c.country = ? AND substr(e.stream_id, 8, length(c.campaign_id) + 1) = c.campaign_id || ':')
  WHEN 'registration-' THEN EXISTS (SELECT 1 FROM campaigns c WHERE c.country = ? AND substr(e.stream_id, 14, length(c.campaign_id) + 1) = c.campaign_id || ':')
  ELSE 0 END`

/**
 * The event log itself, id its position. Events carry no country: a country admin reads the
 * events of their country's records (ownCountryStream), a superuser the whole log.
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
  scope: ownCountryStream,
  json: ["data", "metadata"],
  defaultSort: ["id", "DESC"],
  roles: ["admin"]
}

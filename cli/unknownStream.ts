import type Database from "better-sqlite3"
import { CliError } from "./errors.ts"
import { t } from "./i18n/t.ts"
import { campaignInOtherCase } from "./unknownCampaign.ts"

/**
 * A stream id that names no stream of the log. Stream ids are `kind-id`, the kind in lower case and
 * the id as its entity has it (`sale-s1`, `wallet-BR-2026Q1:u42`), matched exactly: one typed in
 * another case is named back. Only a few spellings are looked up, each by the log's index: a scan
 * of millions of events for a case-insensitive match would take seconds on a cold disk.
 */
export const unknownStream = (db: Database.Database, log: { streamVersion(streamId: string): number }, streamId: string): CliError => {
  const near = spellings(db, streamId).find((s) => s !== streamId && log.streamVersion(s) > 0)
  return new CliError(near === undefined ? t("events.show.noStream", { streamId }) : t("events.show.noStreamMeant", { streamId, near }))
}

const spellings = (db: Database.Database, streamId: string): ReadonlyArray<string> => {
  const dash = streamId.indexOf("-")
  if (dash < 0) return [streamId.toLowerCase()]
  const kind = streamId.slice(0, dash).toLowerCase()
  const id = streamId.slice(dash + 1)
  // A campaign's streams (`wallet-`, `registration-`) start with its id, typed as often in the other case.
  const colon = id.indexOf(":")
  const campaign = colon < 0 ? undefined : campaignInOtherCase(db, id.slice(0, colon))
  return [`${kind}-${id}`, `${kind}-${id.toLowerCase()}`, `${kind}-${id.toUpperCase()}`, ...(campaign === undefined ? [] : [`${kind}-${campaign}${id.slice(colon)}`])]
}

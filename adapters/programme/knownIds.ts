import type Database from "better-sqlite3"
import { BloomFilter } from "bloomfilter"

/**
 * The keys a pipelined import's deciding thread asks the file about, as they may be written
 * there: command ids (was this command decided?), stream ids (what is in this stream?),
 * documents (taken?) and invoices (claimed?). Most questions are about keys the import has
 * never seen, and each was an indexed read of a random key: on the first 400,000 lines of the
 * default bench programme, the command and stream reads alone took 13 µs each, 10 s of 73.
 * A Bloom filter answers "never written" in memory; "maybe" (written, or a false positive) reads
 * the file as before, so no answer changes, and a deleted row (an erasure) is only a false
 * positive.
 */
export interface KnownIds {
  /** False when the key was never written; true when it may have been. */
  readonly mayHold: (key: string) => boolean
  readonly add: (key: string) => void
}

export const documentKey = (country: string, document: string) => `${country}\u0000${document}`
export const invoiceKey = (campaignId: string, invoiceNumber: string) => `${campaignId}\u0000${invoiceNumber}`

/** Keys an import may add beyond those the file holds: ~2.2 a command, 5M for the default bench programme. */
const headroom = 8_000_000
/** With three hashes, a false positive in ~200 at the count sized for, in ~800 for the bench programme. */
const bitsPerKey = 16
const hashes = 3

/**
 * Seeded with every key the file holds: one scan of four covering indexes, 7.6 s for the bench
 * programme's 5.0M keys with the file in the OS cache (nothing for a new file), against the
 * ~12 s of reads per 400,000 lines of new keys it spares.
 */
export const knownIds = (db: Database.Database): KnownIds => {
  // The last rowid, not count(*): at least the count, read off the table's end instead of
  // counting its 2.3M rows (1.5 s) before the scan below reads them anyway.
  const commands = db.prepare<[], number | null>("SELECT max(rowid) FROM commands").pluck().get() ?? 0
  // A command writes a few streams at most, one document or invoice at most: ~2.2 keys a command.
  const expected = 3 * commands + headroom
  const filter = new BloomFilter(Math.min(2 ** 32, 2 ** Math.ceil(Math.log2(expected * bitsPerKey))), hashes)
  for (const id of db.prepare<[], string>("SELECT command_id FROM commands").pluck().iterate()) filter.add(id)
  for (const id of db.prepare<[], string>("SELECT DISTINCT stream_id FROM events").pluck().iterate()) filter.add(id)
  for (const [country, document] of db.prepare<[], [string, string]>("SELECT country, document FROM personal_data").raw().iterate()) {
    filter.add(documentKey(country, document))
  }
  for (const [campaign, invoice] of db.prepare<[], [string, string]>("SELECT campaign_id, invoice_number FROM sales").raw().iterate()) {
    filter.add(invoiceKey(campaign, invoice))
  }
  return { mayHold: (key) => filter.test(key), add: (key) => filter.add(key) }
}

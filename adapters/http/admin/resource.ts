import type { Role } from "../../../domain/account/events.ts"

/** A filter's SQL: a column expression compared with `=`/`IN`, or a condition built from the value. */
export type FilterSql = string | ((value: string) => { readonly sql: string; readonly params: ReadonlyArray<string> })

/**
 * One admin resource on the ra-data-simple-rest contract, declared by its columns: the list
 * query builder (listQuery.ts) turns sort, range and filter into SQL over these names only, so
 * nothing a client sends reaches the SQL text.
 */
export interface ResourceSpec {
  readonly name: string
  /** The base table with its alias, e.g. `sales s`: what the count reads (no joins). */
  readonly from: string
  /** Joins only the page's columns need (store names, people's names): the count skips them. */
  readonly joins?: string
  /** The record's `id` as SQL. */
  readonly id: string
  /** Every field of a record, by its API name: selected, and sortable. */
  readonly fields: Readonly<Record<string, string>>
  /** Filterable fields over the base table (no joined alias): `=`, `IN` for arrays, `_gte`/`_lte`. */
  readonly filters: Readonly<Record<string, FilterSql>>
  /** `q`: conditions with one `?` each (a LIKE), any of which may match. */
  readonly search?: ReadonlyArray<string>
  /**
   * Country scope as a condition whose every `?` is the admin's country; `undefined` for records
   * of no country (brands, agencies, products), which every admin sees; `"superuser"` for
   * records no country owns but that may tell another country's facts (the event log).
   */
  readonly scope: string | undefined | "superuser"
  /** Fields stored as JSON text, answered parsed. */
  readonly json?: ReadonlyArray<string>
  /** Fields stored as 0/1, answered as booleans. */
  readonly booleans?: ReadonlyArray<string>
  readonly defaultSort: readonly [string, "ASC" | "DESC"]
  /**
   * A read model of counts that answers the list's total when every filter is one of its
   * `filters` (e.g. the audit queue's campaign and status): `sum` over its rows, in `scope`,
   * instead of a count over the matching rows at every page.
   */
  readonly counted?: CountedBy
  /** Who may read it: auditors read only what auditing needs. */
  readonly roles: ReadonlyArray<Role>
  /** The filter an instructor is held to (their own user id): they read only their own classes' records. */
  readonly instructorFilter?: string
}

/** A table of counts: its rows' `sum`, filtered by `filters` (API name → column) and `scope` as the list's. */
export interface CountedBy {
  readonly from: string
  readonly sum: string
  readonly filters: Readonly<Record<string, string>>
  readonly scope: string | undefined
}

/** The scope condition of a campaign-owned table: its campaign's country. */
export const byCampaignCountry = (column: string): string => `${column} IN (SELECT campaign_id FROM campaigns WHERE country = ?)`


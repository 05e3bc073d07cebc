import type { ReactNode } from "react"
import type { UseQueryResult } from "@tanstack/react-query"
import { t } from "../i18n/index.ts"
import { ApiError } from "../lib/api-client.ts"

/**
 * The three states every screen designs besides its data (DESIGN §7): loading, empty and failed.
 * A failure never reads as "nothing here" and always offers a retry. Every module uses these.
 */
export const Loading = ({ label }: { label?: string }) => (
  <p role="status" className="loading">
    {label ?? t("loading")}
  </p>
)

/** Nothing to show yet, said as such (with what to do, when there is something). */
export const Empty = ({ children }: { children: ReactNode }) => <div className="empty">{children}</div>

/** A read that failed: why (offline, or the server's message), and a retry. */
export const Failed = ({ error, onRetry }: { error: unknown; onRetry: () => unknown }) => (
  <div className="failed" role="alert">
    <p>{!navigator.onLine ? t("states.offline") : error instanceof ApiError && error.status < 500 && error.message ? error.message : t("states.failed")}</p>
    <button type="button" className="secondary" onClick={() => void onRetry()}>
      {t("states.retry")}
    </button>
  </div>
)

/**
 * One query's states: loading, failed (with a retry), empty (when `isEmpty` says so) and the data.
 * `queries` may hold several reads a screen needs together; all must succeed.
 */
export const QueryView = <T,>({
  query,
  also = [],
  isEmpty,
  empty,
  children
}: {
  query: UseQueryResult<T>
  also?: ReadonlyArray<UseQueryResult<unknown>>
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  children: (data: T) => ReactNode
}) => {
  const all = [query, ...also]
  const failed = all.find((q) => q.isError)
  if (failed) return <Failed error={failed.error} onRetry={() => Promise.all(all.filter((q) => q.isError).map((q) => q.refetch()))} />
  if (query.data === undefined || all.some((q) => q.isPending)) return <Loading />
  if (isEmpty?.(query.data)) return <Empty>{empty}</Empty>
  return <>{children(query.data)}</>
}

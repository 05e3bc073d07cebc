import type { ReactNode } from "react"
import { tl } from "../i18n/index.ts"

/** Loading and error states as DESIGN §7 wants them: an error offers a retry and never reads as "nothing here". */
export const QueryState = ({ query, children }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown }; children?: ReactNode }) => {
  if (query.isPending) return <p role="status">{tl("loading")}</p>
  if (query.isError)
    return (
      <div role="alert" className="card">
        <p>{tl("error")}</p>
        <button type="button" onClick={() => void query.refetch()}>
          {tl("retry")}
        </button>
      </div>
    )
  return <>{children}</>
}

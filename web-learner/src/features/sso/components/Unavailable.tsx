import { ApiError } from "../../../lib/api-client.ts"
import { Empty, Failed } from "../../../components/states.tsx"
import { ts } from "../i18n/index.ts"

/** A page that is not there (404: unknown, offline, a draft) reads as such; any other failure offers a retry. */
export const Unavailable = ({ error, onRetry, message }: { error: unknown; onRetry: () => unknown; message?: string }) =>
  error instanceof ApiError && error.status === 404 ? (
    <Empty>
      <p>{message ?? ts("page.unavailable")}</p>
    </Empty>
  ) : (
    <Failed error={error} onRetry={onRetry} />
  )

import { useLocation, useRouteError } from "react-router"
import { t } from "../i18n/index.ts"
import { isChunkError } from "../lib/chunkError.ts"

/**
 * What a route shows when its screen could not load or broke, never a blank page: a chunk that
 * did not arrive (SPEC §8's chunk-load error) names the screen's address; either way, a reload.
 * It lives in the entry: the network that lost a chunk could lose this one too.
 */
export const RouteError = () => {
  const chunk = isChunkError(useRouteError())
  const { pathname } = useLocation()
  return (
    <main id="main" className="narrow route-error" role="alert">
      {chunk && <h1>{t("chunk.failed", { name: pathname })}</h1>}
      <p>{t("states.failed")}</p>
      <button type="button" onClick={() => location.reload()}>
        {t("states.retry")}
      </button>
    </main>
  )
}

import { useState } from "react"
import { partnerIssuerId } from "../../../features/sso/api/paths.ts"
import { startSignIn } from "../../../features/sso/api/signIn.ts"
import { PublicPage } from "../../../features/sso/components/PublicPage.tsx"
import { loadSsoText, ts } from "../../../features/sso/i18n/index.ts"

/** `intel-first-access` (SPEC §2): a partner's people enter through their own identity provider (DESIGN §7). */
export const loader = () => loadSsoText().then(() => null)

export const Component = () => {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<string | null>(null)
  const start = () => {
    setBusy(true)
    setFailed(null)
    startSignIn(partnerIssuerId).catch((e: unknown) => {
      setBusy(false)
      setFailed(e instanceof Error && e.message ? e.message : ts("sso.failed"))
    })
  }
  return (
    <PublicPage>
      <h1>{ts("intel.title")}</h1>
      <p>{ts("intel.text")}</p>
      <button type="button" onClick={start} disabled={busy}>
        {busy ? ts("sso.redirecting") : ts("intel.button")}
      </button>
      {failed && (
        <p className="error" role="alert">
          {failed}
        </p>
      )}
    </PublicPage>
  )
}

import "../../../features/sso/components/sso.css"
import { useState } from "react"
import { useNavigate } from "react-router"
import { Loading } from "../../../components/states.tsx"
import { selectedClient, useMe } from "../../../features/session/api/getMe.ts"
import { useFinishOnboarding } from "../../../features/sso/api/pages.ts"
import { loadSsoText, ts, useSsoLanguage } from "../../../features/sso/i18n/index.ts"
import { t } from "../../../i18n/index.ts"
import { homePath, modulesOf } from "../../modules.ts"

/** `onboarding` (SPEC §2): a first-login tour of the client's modules, skippable, shown once (the server remembers). */
export const loader = () => loadSsoText().then(() => null)

export const Component = () => {
  useSsoLanguage()
  const me = useMe()
  const navigate = useNavigate()
  const finish = useFinishOnboarding()
  const [at, setAt] = useState(0)
  if (me.data === undefined) return <Loading />
  const client = selectedClient(me.data)
  const steps = modulesOf(client)
  const step = steps[Math.min(at, steps.length - 1)]!
  const done = () => finish.mutate(undefined, { onSettled: () => navigate(homePath(client), { replace: true }) })
  const last = at >= steps.length - 1
  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <h1 id="onboarding-title">{ts("onboarding.title")}</h1>
      <p className="help" aria-live="polite">
        {ts("onboarding.step", { current: at + 1, total: steps.length })}
      </p>
      <div className="card onboarding-step">
        <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
          <path d={step.icon} fill="currentColor" />
        </svg>
        <h2>{t(step.label)}</h2>
        <p>{ts("onboarding.open", { module: t(step.label) })}</p>
      </div>
      <div className="actions">
        {at > 0 && (
          <button type="button" className="secondary" onClick={() => setAt(at - 1)}>
            {ts("onboarding.back")}
          </button>
        )}
        {last ? (
          <button type="button" onClick={done} disabled={finish.isPending}>
            {ts("onboarding.finish")}
          </button>
        ) : (
          <button type="button" onClick={() => setAt(at + 1)}>
            {ts("onboarding.next")}
          </button>
        )}
        {!last && (
          <button type="button" className="link" onClick={done} disabled={finish.isPending}>
            {ts("onboarding.skip")}
          </button>
        )}
      </div>
    </section>
  )
}

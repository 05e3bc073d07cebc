import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { QueryView } from "../../../components/states.tsx"
import { useProfile } from "../../../features/accounts/api/profile.ts"
import { MyDataForm } from "../../../features/accounts/components/profile/MyDataForm.tsx"
import { loadAccountsText, useAccountsLanguage } from "../../../features/accounts/i18n/index.ts"
import { useShellSteps } from "../../../features/sso/api/pages.ts"
import { loadSsoText, ts, useSsoLanguage, type SsoKey } from "../../../features/sso/i18n/index.ts"

/**
 * `complete-register` (SPEC §2): the profile fields the client requires, asked before every
 * screen until given (app/guards.tsx); once saved, the guard leads on.
 */
export const loader = () => Promise.all([loadSsoText(), loadAccountsText()]).then(() => null)

export const Component = () => {
  useSsoLanguage()
  useAccountsLanguage()
  const steps = useShellSteps()
  const profile = useProfile()
  const queryClient = useQueryClient()
  // A save replaces the profile in the cache (a new object): the steps are read again, and the guard moves on.
  const first = useRef<unknown>(undefined)
  useEffect(() => {
    if (profile.data === undefined) return
    if (first.current !== undefined && first.current !== profile.data) void queryClient.invalidateQueries({ queryKey: ["shell-steps"] })
    first.current ??= profile.data
  }, [profile.data, queryClient])
  const fields = (steps.data?.missingProfileFields ?? []).map((f) => ts(`completeRegister.field.${f}` as SsoKey)).join(", ")
  return (
    <section aria-labelledby="complete-register-title">
      <h1 id="complete-register-title">{ts("completeRegister.title")}</h1>
      {fields !== "" && <p>{ts("completeRegister.intro", { fields })}</p>}
      <QueryView query={profile}>{(p) => <MyDataForm key={p.email + p.fullName} profile={p} />}</QueryView>
    </section>
  )
}

import { Navigate } from "react-router"
import { LoginPanel } from "../../features/session/components/LoginPanel.tsx"
import { loadBrandingText, tb } from "../../features/branding/i18n/index.ts"
import { useLanguage } from "../../i18n/index.ts"
import { useLoggedIn } from "../../lib/useLoggedIn.ts"

/** SPEC §2 `maintenance-login`: the login that stays open under maintenance (the API lets admins through). */
export const Component = () => {
  useLanguage()
  if (useLoggedIn()) return <Navigate to="/" replace />
  return (
    <main id="main" className="narrow">
      <p className="note">{tb("maintenanceLogin.note")}</p>
      <LoginPanel />
    </main>
  )
}

export const loader = async () => {
  await loadBrandingText()
  return null
}

import { useParams } from "react-router"
import { AccountPage } from "../../features/accounts/components/AccountPage.tsx"
import { SetPasswordForm } from "../../features/accounts/components/SetPasswordForm.tsx"
import { loadAccountsText, ta } from "../../features/accounts/i18n/index.ts"
import { paths } from "../../config/paths.ts"

/**
 * `set-password/{username}/{uidb64}/{token}` (first access, 72 h) and
 * `recover-password/{username}/{uidb64}/{token}` (recovery, 1 h): one screen, two titles.
 */
export const loader = () => loadAccountsText().then(() => null)

export const Component = () => {
  const { username = "", uidb64 = "", token = "" } = useParams()
  const recovering = window.location.pathname.startsWith("/recover-password/")
  return (
    <AccountPage title={ta(recovering ? "recoverPassword.title" : "setPassword.title")}>
      <SetPasswordForm link={{ username, uidb64, token }} requestPath={recovering ? paths.requestPassword : paths.firstAccess} loginPath={paths.login} />
    </AccountPage>
  )
}

import { AccountPage } from "../../features/accounts/components/AccountPage.tsx"
import { FirstAccessForm } from "../../features/accounts/components/FirstAccessForm.tsx"
import { loadAccountsText, ta } from "../../features/accounts/i18n/index.ts"

/** `first_access` (SPEC §2): an approved account without a password asks for its set-password link. */
export const loader = () => loadAccountsText().then(() => null)

export const Component = () => (
  <AccountPage title={ta("firstAccess.title")} intro={ta("firstAccess.intro")}>
    <FirstAccessForm />
  </AccountPage>
)

import { AccountPage } from "../../features/accounts/components/AccountPage.tsx"
import { RequestPassword } from "../../features/accounts/components/RequestPassword.tsx"
import { loadAccountsText, ta } from "../../features/accounts/i18n/index.ts"

/** `request-password` (SPEC §2): recovery by an e-mailed link or by a code to the registered phone. */
export const loader = () => loadAccountsText().then(() => null)

export const Component = () => (
  <AccountPage title={ta("request.title")} intro={ta("request.intro")}>
    <RequestPassword />
  </AccountPage>
)

import { Link } from "react-router"
import { AccountPage } from "../../features/accounts/components/AccountPage.tsx"
import { loadAccountsText, ta } from "../../features/accounts/i18n/index.ts"

/** `register-success` (SPEC §2): what happens next (approval, then the set-password link by e-mail). */
export const loader = () => loadAccountsText().then(() => null)

export const Component = () => (
  <AccountPage title={ta("registerSuccess.title")}>
    <p role="status" className="success">
      {ta("registerSuccess.text")}
    </p>
    <p>
      <Link className="button" to="/">
        {ta("registerSuccess.login")}
      </Link>
    </p>
  </AccountPage>
)

import { AccountPage } from "../../features/accounts/components/AccountPage.tsx"
import { SignUpForm } from "../../features/accounts/components/SignUpForm.tsx"
import { loadAccountsText, ta } from "../../features/accounts/i18n/index.ts"
import { paths } from "../../config/paths.ts"

/** `register` (SPEC §2): the sign-up; the account waits for an admin's approval. */
export const loader = () => loadAccountsText().then(() => null)

export const Component = () => (
  <AccountPage title={ta("register.title")} intro={ta("register.intro")} wide>
    <SignUpForm successPath={paths.registerSuccess} />
  </AccountPage>
)

import { SsoCallback } from "../../../features/sso/components/SsoCallback.tsx"
import { loadSsoText } from "../../../features/sso/i18n/index.ts"

/** `login-redirect-v2` and `intel-login-redirect` (SPEC §2): the provider's callback. */
export const loader = () => loadSsoText().then(() => null)

export const Component = SsoCallback

/** Messages of single sign-on's codes. */
export const ssoEnUS = {
  "sso.issuer_not_found": "This sign-in ({issuerId}) is not set up.",
  "sso.invalid_state": "This sign-in return is not valid or was already used. Please sign in again.",
  "sso.provider_failed": "Error signing in with {provider}, please try again later.",
  "sso.no_profile": "No registered profile. Check with the platform manager to enable your authentication.",
  "sso.invalid_client": "The app did not identify itself when completing the sign-in."
} as const

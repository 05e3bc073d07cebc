/** Messages of single sign-on's codes. */
export const ssoEnUS = {
  "sso.issuer_not_found": "This sign-in ({issuerId}) is not set up.",
  "sso.invalid_state": "This sign-in return is not valid or was already used. Please sign in again.",
  "sso.provider_failed": "Error signing in with {provider}, please try again later.",
  "sso.no_profile": "No registered profile. Check with the platform manager to enable your authentication.",
  "sso.invalid_client": "The app did not identify itself when completing the sign-in.",
  "site.campaign_required": "A hotsite promotes a campaign: choose a campaign that exists for the page {pageId}.",
  "site.agency_required": "A partner's pages sign people up to its agency: choose an agency that exists for the page {pageId}.",
  "site.kind_fixed": "The page {pageId} is already a {kind} page: a page keeps its kind (create another page).",
  "site.not_found": "We could not find the page {pageId} (or it is already offline).",
  "showcase.not_found": "This course is not in the showcase.",
  "hotsite.not_found": "No running campaign of your country has a hotsite right now."
} as const

/** The page kinds (domain/sitePage/events.ts), named in the console's language. */
export const kindChoices = ["hotsite", "partner_landing", "partner_signup", "about_team"].map((id) => ({ id, name: `vitrine.sitePageKinds.${id}` }))

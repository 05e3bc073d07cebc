/** The screens and API paths of the deployment's face (issue 49, items 4–6). */
export const ssoPaths = {
  loginRedirect: "/login-redirect-v2",
  intelFirstAccess: "/intel-first-access",
  intelLoginRedirect: "/intel-login-redirect",
  partnerLanding: "/tigre-juntos-somos-mais",
  registerSevenTrade: "/register-seven-trade",
  registerPopTrade: "/register-pop-trade",
  showcase: (slug: string) => `/portfolio-course/${encodeURIComponent(slug)}`,
  aboutTeam: "/about-team",
  aboutTheTeam: "/about-the-team",
  hotsite: "/hotsite",
  onboarding: "/onboarding",
  completeRegister: "/complete-register",
  country: "/country-selection"
} as const

export const ssoApi = {
  providers: "/api/sso/providers",
  start: (issuerId: string) => `/api/sso/${encodeURIComponent(issuerId)}/start`,
  callback: "/api/sso/callback",
  sitePage: (pageId: string) => `/api/site-pages/${encodeURIComponent(pageId)}`,
  showcase: (courseId: string) => `/api/showcase/courses/${encodeURIComponent(courseId)}`,
  hotsite: "/api/me/hotsite",
  shellSteps: "/api/me/shell-steps",
  onboarding: "/api/me/onboarding"
} as const

/** The partner's identity provider, as operators register it (`vitrine sso add-issuer intel --redirect /intel-login-redirect --hidden`). */
export const partnerIssuerId = "intel"

/** SPEC §2: the course id is the text after `-id-` in the slug (`vendas-consultivas-id-K-NB` → `K-NB`). */
export const courseIdOfSlug = (slug: string): string | undefined => {
  const at = slug.lastIndexOf("-id-")
  const id = at < 0 ? "" : slug.slice(at + 4)
  return id === "" ? undefined : id
}

/** The support screens and API paths (issue 46). */
export const supportPaths = { faq: "/support", contact: "/contact-us" } as const

export const supportApi = {
  faq: (language: string) => `/api/me/faq?language=${encodeURIComponent(language)}`,
  contact: "/api/me/contact-messages"
} as const

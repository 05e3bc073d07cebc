/** The learner app's modules a client company switches on (DESIGN §4.1, SPEC's `has_{module}`). */
export const featureFlags = ["ranking", "score", "library", "news", "webcasts", "profile", "loyalty", "courses", "surveys"] as const
export const passwordStrengths = ["low", "medium", "strong"] as const

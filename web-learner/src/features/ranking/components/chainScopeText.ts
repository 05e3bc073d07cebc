import { language } from "../../../i18n/index.ts"

// The scope switch's few words, kept with the lazily loaded ranking screen: the entry's catalogue
// (pt-BR, in the login route's bundle) has no room to spare (tests/web-learner/loginBudget.spec.ts).
const texts = {
  "pt-BR": { scope: "Ranking de", campaign: "Toda a campanha", chain: "Minha rede: {name}" },
  "en-US": { scope: "Ranking of", campaign: "The whole campaign", chain: "My chain: {name}" },
  "es-ES": { scope: "Ranking de", campaign: "Toda la campaña", chain: "Mi cadena: {name}" },
  "fr-FR": { scope: "Classement de", campaign: "Toute la campagne", chain: "Mon enseigne : {name}" }
} as const

export const scopeText = (key: keyof (typeof texts)["pt-BR"], params: Record<string, string> = {}): string =>
  texts[language()][key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`)

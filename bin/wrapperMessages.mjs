// The binary's own words, said before the CLI and its catalogue (cli/i18n) are loaded: when the
// project's Node is missing or the CLI is not built yet. The locale is chosen as cli/i18n/t.ts does.
const messages = {
  "pt-BR": {
    needsNode: "precisa do Node >= 22.19 (este é o {0}): rode “npm install” antes",
    notBuilt: "ainda não compilado: rode “npm run build” antes",
    cannotStart: "não foi possível iniciar o Node do projeto: {0}"
  },
  "en-US": {
    needsNode: "needs Node >= 22.19 (this is {0}): run “npm install” first",
    notBuilt: "not built yet: run “npm run build” first",
    cannotStart: "could not start the project's Node: {0}"
  },
  "es-ES": {
    needsNode: "necesita Node >= 22.19 (este es {0}): ejecuta antes “npm install”",
    notBuilt: "aún no compilado: ejecuta antes “npm run build”",
    cannotStart: "no se pudo iniciar el Node del proyecto: {0}"
  },
  "fr-FR": {
    needsNode: "Node >= 22.19 requis (celui-ci est {0}) : lancez d’abord « npm install »",
    notBuilt: "pas encore compilé : lancez d’abord « npm run build »",
    cannotStart: "impossible de démarrer le Node du projet : {0}"
  }
}

const wrapperLocales = Object.keys(messages)

const localeOf = (requested) => {
  const tag = (requested ?? "").toLowerCase().replace("_", "-")
  const language = tag.split("-")[0]
  return wrapperLocales.find((l) => l.toLowerCase() === tag) ?? wrapperLocales.find((l) => l.slice(0, 2) === language) ?? "pt-BR"
}

/** The message `key` as the CLI says its own (`vitrine: …`), in the operator's language. */
export const wrapperMessage = (key, value = "", env = process.env) => {
  const locale = localeOf(env.VITRINE_LOCALE || env.LANG?.split(".")[0])
  return `vitrine: ${messages[locale][key].replace("{0}", value)}`
}

/** Every key of every locale, for the test that no translation is missing. */
export const wrapperCatalogue = messages

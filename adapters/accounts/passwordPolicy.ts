import type { Locale } from "../../domain/i18n/catalogue.ts"
import { minPasswordLength, requirementsOf, type PasswordStrength } from "../../domain/rules/passwords.ts"

const descriptions: Readonly<Record<Locale, Readonly<Record<PasswordStrength, string>>>> = {
  "pt-BR": {
    low: "Use pelo menos 8 caracteres.",
    medium: "Use pelo menos 8 caracteres, com letras maiúsculas e minúsculas e números.",
    strong: "Use pelo menos 8 caracteres, com letras maiúsculas e minúsculas, números e símbolos."
  },
  "en-US": {
    low: "Use at least 8 characters.",
    medium: "Use at least 8 characters, with upper and lower case letters and digits.",
    strong: "Use at least 8 characters, with upper and lower case letters, digits and symbols."
  },
  "es-ES": {
    low: "Usa al menos 8 caracteres.",
    medium: "Usa al menos 8 caracteres, con mayúsculas, minúsculas y números.",
    strong: "Usa al menos 8 caracteres, con mayúsculas, minúsculas, números y símbolos."
  },
  "fr-FR": {
    low: "Utilisez au moins 8 caractères.",
    medium: "Utilisez au moins 8 caractères, avec des majuscules, des minuscules et des chiffres.",
    strong: "Utilisez au moins 8 caractères, avec des majuscules, des minuscules, des chiffres et des symboles."
  }
}

/** The rule of a level as a screen shows it beside its strength meter (SPEC §5). */
export const passwordPolicy = (strength: PasswordStrength, locale: Locale) => ({
  strength,
  minLength: minPasswordLength(true),
  requirements: [...requirementsOf(strength)],
  description: descriptions[locale][strength]
})

export const policyDescriptions = descriptions

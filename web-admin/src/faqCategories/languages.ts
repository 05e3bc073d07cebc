/** The four languages an FAQ category may be written in (domain/i18n/catalogue.ts). */
export const faqLanguages = ["pt-BR", "en-US", "es-ES", "fr-FR"].map((id) => ({ id, name: id }))

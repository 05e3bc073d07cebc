import IntlMessageFormat from "intl-messageformat"
import { defaultLocale, locales, type Locale } from "../../domain/i18n/catalogue.ts"

/** The texts of the messages self-service sends, in the four locales (pt-BR first). */
type Kind = "set_password" | "recover_password" | "recovery_code" | "phone_code"
type Texts = Readonly<Record<Kind, { readonly subject: string; readonly body: string }>>

const texts: Readonly<Record<Locale, Texts>> = {
  "pt-BR": {
    set_password: { subject: "Vitrine: defina sua senha", body: "Olá, {name}! Sua conta no Vitrine foi aprovada. Defina sua senha em {link} (vale por 72 horas, uma única vez)." },
    recover_password: { subject: "Vitrine: recuperação de senha", body: "Olá, {name}! Para criar uma nova senha, acesse {link} (vale por 1 hora, uma única vez). Se não foi você, ignore esta mensagem." },
    recovery_code: { subject: "Vitrine: código de recuperação", body: "Vitrine: seu código de recuperação de senha é {code}. Vale por 10 minutos. Não o compartilhe." },
    phone_code: { subject: "Vitrine: verificação de telefone", body: "Vitrine: seu código de verificação é {code}. Vale por 10 minutos. Não o compartilhe." }
  },
  "en-US": {
    set_password: { subject: "Vitrine: set your password", body: "Hello, {name}! Your Vitrine account was approved. Set your password at {link} (valid for 72 hours, once)." },
    recover_password: { subject: "Vitrine: password recovery", body: "Hello, {name}! To choose a new password, open {link} (valid for 1 hour, once). If this wasn't you, ignore this message." },
    recovery_code: { subject: "Vitrine: recovery code", body: "Vitrine: your password recovery code is {code}. It's valid for 10 minutes. Don't share it." },
    phone_code: { subject: "Vitrine: phone verification", body: "Vitrine: your verification code is {code}. It's valid for 10 minutes. Don't share it." }
  },
  "es-ES": {
    set_password: { subject: "Vitrine: define tu contraseña", body: "¡Hola, {name}! Tu cuenta de Vitrine fue aprobada. Define tu contraseña en {link} (válido 72 horas, una sola vez)." },
    recover_password: { subject: "Vitrine: recuperación de contraseña", body: "¡Hola, {name}! Para crear una contraseña nueva, abre {link} (válido 1 hora, una sola vez). Si no fuiste tú, ignora este mensaje." },
    recovery_code: { subject: "Vitrine: código de recuperación", body: "Vitrine: tu código de recuperación de contraseña es {code}. Vale 10 minutos. No lo compartas." },
    phone_code: { subject: "Vitrine: verificación de teléfono", body: "Vitrine: tu código de verificación es {code}. Vale 10 minutos. No lo compartas." }
  },
  "fr-FR": {
    set_password: { subject: "Vitrine : choisissez votre mot de passe", body: "Bonjour {name} ! Votre compte Vitrine a été approuvé. Choisissez votre mot de passe sur {link} (valable 72 heures, une seule fois)." },
    recover_password: { subject: "Vitrine : récupération du mot de passe", body: "Bonjour {name} ! Pour choisir un nouveau mot de passe, ouvrez {link} (valable 1 heure, une seule fois). Si ce n’était pas vous, ignorez ce message." },
    recovery_code: { subject: "Vitrine : code de récupération", body: "Vitrine : votre code de récupération du mot de passe est {code}. Il est valable 10 minutes. Ne le partagez pas." },
    phone_code: { subject: "Vitrine : vérification du téléphone", body: "Vitrine : votre code de vérification est {code}. Il est valable 10 minutes. Ne le partagez pas." }
  }
}

export const messageLocale = (language: string | null | undefined): Locale =>
  (locales as ReadonlyArray<string>).includes(language ?? "") ? (language as Locale) : defaultLocale

/** A message's subject and body in a locale, its placeholders filled. */
export const composeMessage = (kind: Kind, locale: Locale, values: Record<string, string>) => {
  const t = texts[locale][kind]
  const format = (s: string) => String(new IntlMessageFormat(s, locale).format(values))
  return { subject: format(t.subject), body: format(t.body) }
}

/** For specs: every kind has a text in every locale. */
export const messageKinds = Object.keys(texts[defaultLocale]) as ReadonlyArray<Kind>
export const messageTexts = texts

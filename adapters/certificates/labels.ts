import type { Locale } from "../../domain/i18n/catalogue.ts"

/** The certificate's words, in the four locales of DESIGN §7 (the holder's language, else pt-BR). */
export const certificateLabels: Readonly<Record<Locale, { title: string; certifies: string; completed: string; workload: (hours: string) => string; issued: string; code: string; verify: string }>> = {
  "pt-BR": {
    title: "Certificado de conclusão",
    certifies: "Certificamos que",
    completed: "concluiu com aprovação o curso",
    workload: (h) => `com carga horária de ${h} horas`,
    issued: "Emitido em",
    code: "Código de verificação",
    verify: "Confira a autenticidade em"
  },
  "en-US": {
    title: "Certificate of completion",
    certifies: "This certifies that",
    completed: "has successfully completed the course",
    workload: (h) => `with a workload of ${h} hours`,
    issued: "Issued on",
    code: "Verification code",
    verify: "Check it at"
  },
  "es-ES": {
    title: "Certificado de finalización",
    certifies: "Certificamos que",
    completed: "aprobó el curso",
    workload: (h) => `con una carga horaria de ${h} horas`,
    issued: "Emitido el",
    code: "Código de verificación",
    verify: "Verifique su autenticidad en"
  },
  "fr-FR": {
    title: "Certificat de réussite",
    certifies: "Nous certifions que",
    completed: "a suivi et réussi la formation",
    workload: (h) => `d’une durée de ${h} heures`,
    issued: "Délivré le",
    code: "Code de vérification",
    verify: "Vérifiez-le sur"
  }
}

/** The SENCE screens' texts (the codes' messages come from the server in the learner's language). */
export const sencePtBR = {
  "sence.title": "Sessão SENCE",
  "sence.intro": "Este curso é registrado no SENCE. Para abrir o conteúdo, inicie uma sessão SENCE com o seu RUT e a sua senha SENCE.",
  "sence.openHint": "Ao iniciar, você terá 3 minutos para informar o RUT e a senha.",
  "sence.open": "Iniciar sessão SENCE",
  "sence.rut": "RUT",
  "sence.rutHint": "Com o dígito verificador, por exemplo 12.345.678-5.",
  "sence.rutInvalid": "Este RUT não é válido: confira os números e o dígito verificador.",
  "sence.password": "Senha SENCE",
  "sence.submit": "Entrar no SENCE",
  "sence.timeLeft": "Tempo restante: {time}",
  "sence.expired": "O tempo acabou. Inicie a sessão SENCE de novo.",
  "sence.checking": "Verificando…",
  "sence.started": "Sessão SENCE iniciada: sua participação está sendo registrada.",
  "sence.close": "Encerrar sessão SENCE",
  "sence.closing": "Encerrando…"
} as const
export type SenceKey = keyof typeof sencePtBR
export type SenceCatalogue = Record<SenceKey, string>

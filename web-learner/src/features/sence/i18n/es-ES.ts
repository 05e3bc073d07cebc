import type { SenceCatalogue } from "./pt-BR.ts"

export const senceEsES: SenceCatalogue = {
  "sence.title": "Sesión SENCE",
  "sence.intro": "Este curso está registrado en SENCE. Para abrir el contenido, inicia una sesión SENCE con tu RUT y tu contraseña SENCE.",
  "sence.openHint": "Al iniciarla tendrás 3 minutos para ingresar tu RUT y contraseña.",
  "sence.open": "Iniciar sesión SENCE",
  "sence.rut": "RUT",
  "sence.rutHint": "Con el dígito verificador, por ejemplo 12.345.678-5.",
  "sence.rutInvalid": "Este RUT no es válido: revisa los números y el dígito verificador.",
  "sence.password": "Contraseña SENCE",
  "sence.submit": "Entrar a SENCE",
  "sence.timeLeft": "Tiempo restante: {time}",
  "sence.expired": "Se acabó el tiempo. Vuelve a iniciar la sesión SENCE.",
  "sence.checking": "Verificando…",
  "sence.started": "Sesión SENCE iniciada: se está registrando tu asistencia.",
  "sence.close": "Cerrar sesión SENCE",
  "sence.closing": "Cerrando…"
}

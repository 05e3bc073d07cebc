import type { SenceCatalogue } from "./pt-BR.ts"

export const senceEnUS: SenceCatalogue = {
  "sence.title": "SENCE session",
  "sence.intro": "This course is registered with SENCE. To open its content, start a SENCE session with your RUT and your SENCE password.",
  "sence.openHint": "Once you start, you have 3 minutes to enter your RUT and password.",
  "sence.open": "Start SENCE session",
  "sence.rut": "RUT",
  "sence.rutHint": "With its check digit, for example 12.345.678-5.",
  "sence.rutInvalid": "This RUT isn't valid: check the digits and the check digit.",
  "sence.password": "SENCE password",
  "sence.submit": "Sign in to SENCE",
  "sence.timeLeft": "Time left: {time}",
  "sence.expired": "Time is up. Start the SENCE session again.",
  "sence.checking": "Checking…",
  "sence.started": "SENCE session started: your attendance is being recorded.",
  "sence.close": "End SENCE session",
  "sence.closing": "Ending…"
}

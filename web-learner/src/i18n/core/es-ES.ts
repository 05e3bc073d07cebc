import type { CoreCatalogue } from "./pt-BR.ts"

export const coreEsES: CoreCatalogue = {
  "form.tooLong": "Usa como máximo 256 caracteres.",
  "language.label": "Idioma",
  "loading": "Cargando…",
  "login.accountLinks": "Cuenta",
  "login.awaitingApproval": "Tu cuenta espera aprobación. Recibirás un correo cuando sea aprobada.",
  "login.blocked": "Tu cuenta está bloqueada. Habla con el representante de tu tienda o con el soporte del programa.",
  "login.erased": "Tu cuenta fue eliminada.",
  "login.failed": "Usuario o contraseña no válidos.",
  "login.firstAccess": "Primer acceso",
  "login.forgot": "Olvidé mi contraseña",
  "login.password": "Contraseña",
  "login.register": "Regístrate",
  "login.required": "Completa este campo.",
  "login.submit": "Entrar",
  "login.title": "Iniciar sesión",
  "login.tooMany": "Demasiados intentos fallidos. Vuelve a intentarlo en {minutes} min.",
  "login.username": "Usuario o correo",
  "nav.info": "Información",
  "page.about-the-program.title": "Sobre el programa",
  "page.contact-us.title": "Contacto",
  "page.privacy-policy.title": "Política de privacidad",
  "page.terms-and-conditions.title": "Términos y condiciones",
  "states.failed": "No se pudo cargar. Revisa la conexión e inténtalo de nuevo.",
  "states.offline": "No tienes conexión a internet.",
  "states.retry": "Reintentar"
}

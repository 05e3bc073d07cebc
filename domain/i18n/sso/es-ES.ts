/** Messages of single sign-on's codes. */
export const ssoEsES = {
  "sso.issuer_not_found": "Este acceso ({issuerId}) no está configurado.",
  "sso.invalid_state": "Este retorno de inicio de sesión no es válido o ya se usó. Vuelve a iniciar sesión.",
  "sso.provider_failed": "Error al iniciar sesión con {provider}, inténtalo de nuevo más tarde.",
  "sso.no_profile": "Sin perfil registrado. Consulta con el gestor de la plataforma para habilitar correctamente la autenticación.",
  "sso.invalid_client": "La aplicación no se identificó al completar el inicio de sesión."
} as const

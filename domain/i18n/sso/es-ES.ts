/** Messages of single sign-on's codes. */
export const ssoEsES = {
  "sso.issuer_not_found": "Este acceso ({issuerId}) no está configurado.",
  "sso.invalid_state": "Este retorno de inicio de sesión no es válido o ya se usó. Vuelve a iniciar sesión.",
  "sso.provider_failed": "Error al iniciar sesión con {provider}, inténtalo de nuevo más tarde.",
  "sso.no_profile": "Sin perfil registrado. Consulta con el gestor de la plataforma para habilitar correctamente la autenticación.",
  "sso.invalid_client": "La aplicación no se identificó al completar el inicio de sesión.",
  "site.campaign_required": "Un hotsite promociona una campaña: elige una campaña que exista para la página {pageId}.",
  "site.agency_required": "Las páginas de un socio registran en su agencia: elige una agencia que exista para la página {pageId}.",
  "site.kind_fixed": "La página {pageId} ya es del tipo {kind}: una página no cambia de tipo (crea otra página).",
  "site.not_found": "No encontramos la página {pageId} (o ya está fuera de línea).",
  "showcase.not_found": "Este curso no está en la vitrina.",
  "hotsite.not_found": "Ninguna campaña en curso de tu país tiene un hotsite ahora."
} as const

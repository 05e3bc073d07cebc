/** Messages of single sign-on's codes. */
export const ssoFrFR = {
  "sso.issuer_not_found": "Cet accès ({issuerId}) n’est pas configuré.",
  "sso.invalid_state": "Ce retour de connexion n’est pas valide ou a déjà servi. Reconnectez-vous.",
  "sso.provider_failed": "Erreur de connexion avec {provider}, réessayez plus tard.",
  "sso.no_profile": "Aucun profil enregistré. Voyez avec le gestionnaire de la plateforme pour autoriser correctement votre authentification.",
  "sso.invalid_client": "L’application ne s’est pas identifiée en terminant la connexion."
} as const

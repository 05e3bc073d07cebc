/** Messages of single sign-on's codes. */
export const ssoFrFR = {
  "sso.issuer_not_found": "Cet accès ({issuerId}) n’est pas configuré.",
  "sso.invalid_state": "Ce retour de connexion n’est pas valide ou a déjà servi. Reconnectez-vous.",
  "sso.provider_failed": "Erreur de connexion avec {provider}, réessayez plus tard.",
  "sso.no_profile": "Aucun profil enregistré. Voyez avec le gestionnaire de la plateforme pour autoriser correctement votre authentification.",
  "sso.invalid_client": "L’application ne s’est pas identifiée en terminant la connexion.",
  "site.campaign_required": "Un hotsite fait la promotion d’une campagne : choisissez une campagne existante pour la page {pageId}.",
  "site.agency_required": "Les pages d’un partenaire inscrivent dans son agence : choisissez une agence existante pour la page {pageId}.",
  "site.kind_fixed": "La page {pageId} est déjà de type {kind} : une page garde son type (créez-en une autre).",
  "site.not_found": "Nous n’avons pas trouvé la page {pageId} (ou elle est déjà hors ligne).",
  "showcase.not_found": "Ce cours n’est pas dans la vitrine.",
  "hotsite.not_found": "Aucune campagne en cours dans votre pays n’a de hotsite pour l’instant."
} as const

export const brandingFrFR = {
  "branding.contrast_too_low": "Le contraste entre {foreground} et {background} ({pair}) est de {contrast}:1 ; un texte demande au moins {needs}:1 (WCAG AA).",
  "branding.under_maintenance": "La plateforme est en maintenance. Réessayez dans {retryAfterSeconds} secondes."
}

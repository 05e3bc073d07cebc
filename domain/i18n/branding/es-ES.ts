export const brandingEsES = {
  "branding.contrast_too_low": "El contraste entre {foreground} y {background} ({pair}) es {contrast}:1; el texto necesita al menos {needs}:1 (WCAG AA).",
  "branding.under_maintenance": "La plataforma está en mantenimiento. Inténtalo de nuevo en {retryAfterSeconds} segundos."
}

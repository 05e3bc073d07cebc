/** Messages of the branding codes (login configuration, client themes, maintenance). */
export const brandingPtBR = {
  "branding.contrast_too_low": "O contraste entre {foreground} e {background} ({pair}) é {contrast}:1; o mínimo para texto é {needs}:1 (WCAG AA).",
  "branding.under_maintenance": "A plataforma está em manutenção. Tente novamente em {retryAfterSeconds} segundos."
}

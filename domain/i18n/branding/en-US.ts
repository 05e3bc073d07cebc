export const brandingEnUS = {
  "branding.contrast_too_low": "The contrast between {foreground} and {background} ({pair}) is {contrast}:1; text needs at least {needs}:1 (WCAG AA).",
  "branding.under_maintenance": "The platform is under maintenance. Try again in {retryAfterSeconds} seconds."
}

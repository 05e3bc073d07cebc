/** The maintenance screens' words (issue 49): their own catalogue, loaded with them, not in the login's JS. */
export const brandingPtBR = {
  "maintenance.title": "Estamos em manutenção",
  "maintenance.default": "A plataforma está passando por uma manutenção programada. Voltamos em breve.",
  "maintenance.retry": "Tentar de novo",
  "maintenance.admins": "Acesso de administradores",
  "maintenanceLogin.title": "Acesso de administradores durante a manutenção",
  "maintenanceLogin.note": "Durante a manutenção, só administradores entram na plataforma."
} as const

export type BrandingKey = keyof typeof brandingPtBR
export type BrandingCatalogue = Record<BrandingKey, string>

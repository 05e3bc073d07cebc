import type { BrandingCatalogue } from "./pt-BR.ts"

export const brandingFrFR: BrandingCatalogue = {
  "maintenance.title": "Nous sommes en maintenance",
  "maintenance.default": "La plateforme est en maintenance programmée. Nous revenons bientôt.",
  "maintenance.retry": "Réessayer",
  "maintenance.admins": "Accès des administrateurs",
  "maintenanceLogin.title": "Accès des administrateurs pendant la maintenance",
  "maintenanceLogin.note": "Pendant la maintenance, seuls les administrateurs peuvent se connecter."
}

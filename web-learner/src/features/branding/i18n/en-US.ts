import type { BrandingCatalogue } from "./pt-BR.ts"

export const brandingEnUS: BrandingCatalogue = {
  "maintenance.title": "We are under maintenance",
  "maintenance.default": "The platform is undergoing scheduled maintenance. We will be back soon.",
  "maintenance.retry": "Try again",
  "maintenance.admins": "Administrators' access",
  "maintenanceLogin.title": "Administrators' access during maintenance",
  "maintenanceLogin.note": "During maintenance, only administrators can log in."
}

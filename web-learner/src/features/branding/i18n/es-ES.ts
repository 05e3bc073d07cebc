import type { BrandingCatalogue } from "./pt-BR.ts"

export const brandingEsES: BrandingCatalogue = {
  "maintenance.title": "Estamos en mantenimiento",
  "maintenance.default": "La plataforma está en un mantenimiento programado. Volvemos pronto.",
  "maintenance.retry": "Intentar de nuevo",
  "maintenance.admins": "Acceso de administradores",
  "maintenanceLogin.title": "Acceso de administradores durante el mantenimiento",
  "maintenanceLogin.note": "Durante el mantenimiento, solo los administradores pueden entrar."
}

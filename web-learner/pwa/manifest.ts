import type { ManifestOptions } from "vite-plugin-pwa"
import { iconFiles } from "./icons.ts"

/**
 * The web app manifest (issue 48): what a phone needs to install the app. This is the build's
 * default; the server answers `/manifest.webmanifest` from it with the deployment's or the chosen
 * client's name and colours (adapters/http/branding/offline2Manifest.ts).
 */
export const manifest: Partial<ManifestOptions> = {
  name: "Vitrine",
  short_name: "Vitrine",
  description: "Cursos, campanhas e pontos na palma da mão.",
  lang: "pt-BR",
  id: "/",
  start_url: "/",
  scope: "/",
  display: "standalone",
  orientation: "portrait",
  background_color: "#ffffff",
  theme_color: "#0b5394",
  icons: [...iconFiles, { src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }]
}

import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

// Built into dist/web-admin and served by the server at /admin/ (adapters/http/webAdmin.ts).
// The OAuth client may be set at build time: VITE_OAUTH_CLIENT_ID / VITE_OAUTH_CLIENT_SECRET.
export default defineConfig({
  root: import.meta.dirname,
  base: "/admin/",
  plugins: [react()],
  build: { outDir: "../dist/web-admin", emptyOutDir: true, chunkSizeWarningLimit: 1200 }
})

import react from "@vitejs/plugin-react"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

// Built into dist/web-learner/ at the package root; the server serves it at `/` (DESIGN §5).
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/",
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL("../dist/web-learner", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // A stable report of the chunk sizes is printed by `npm run bench -- web` instead.
    reportCompressedSize: false
  }
})

import { readFileSync } from "node:fs"
import sharp from "sharp"
import type { Plugin } from "vite"

/** The install icons a phone asks for (192 and 512 pixels, and a maskable one), drawn from the app's SVG at build. */
export const iconFiles = [
  { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" }
] as const

/**
 * A maskable icon is cut to a circle or a squircle by the launcher: its background fills the whole
 * square (no rounded corners) and the glyph keeps inside the central 80 % safe zone.
 */
const maskable = (svg: string): string =>
  svg.replace(/\srx="[^"]*"/, "").replace(/(<path[^>]*\/>)/, '<g transform="translate(51.2 51.2) scale(0.8)">$1</g>')

/** Emits the PNG icons into the build; the SVG stays the source, so there is one drawing to change. */
export const pwaIcons = (svgPath: string): Plugin => ({
  name: "vitrine-pwa-icons",
  apply: "build",
  async generateBundle() {
    const svg = readFileSync(svgPath, "utf8")
    const draw = (source: string, size: number) => sharp(Buffer.from(source), { density: 384 }).resize(size, size).png().toBuffer()
    const sources = [svg, svg, maskable(svg)]
    for (const [i, icon] of iconFiles.entries()) {
      const size = Number(icon.sizes.split("x")[0])
      this.emitFile({ type: "asset", fileName: icon.src.slice(1), source: await draw(sources[i]!, size) })
    }
  }
})

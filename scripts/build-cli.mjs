// Bundles the CLI (TypeScript + ink's .tsx) into dist/vitrine.mjs, and the rebuild's worker thread into dist/rebuildScan.mjs, with esbuild. Node 24 strips
// types from .ts but not .tsx, so the CLI is bundled once rather than loaded through a loader.
// npm packages are bundled too: resolving and compiling effect's and ink's hundreds of modules
// one by one cost most of a second at every start. better-sqlite3 and sharp (native) stay external:
// sharp finds its prebuilt libvips (@img/sharp-*) beside itself in node_modules.
import { mkdirSync, renameSync, writeFileSync } from "node:fs"
import { dirname } from "node:path"
import { build } from "esbuild"

// ink imports react-devtools-core only to attach devtools when DEV=true: never in a bundle.
const noDevtools = {
  name: "no-react-devtools",
  setup(b) {
    b.onResolve({ filter: /^react-devtools-core$/ }, () => ({ path: "react-devtools-core", namespace: "stub" }))
    b.onLoad({ filter: /.*/, namespace: "stub" }, () => ({ contents: "export default { initialize() {}, connectToDevTools() {} }", loader: "js" }))
  }
}

const result = await build({
  // The rebuild's and the import's worker threads run modules of their own (Programme.ts and importPipeline.ts find them).
  entryPoints: { vitrine: "cli/main.ts", rebuildScan: "adapters/programme/rebuildScan.ts", importWriter: "adapters/programme/importWriter.ts" },
  outdir: "dist",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  external: ["better-sqlite3", "sharp"],
  plugins: [noDevtools],
  // Some bundled CommonJS packages call require(): give the ES module one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  jsx: "automatic",
  sourcemap: "linked",
  logLevel: "warning",
  write: false
})

// Each file is written beside its place and renamed over it: `npm run vitrine` rebuilds at every
// run, and another vitrine starting meanwhile (a test, a second terminal) must never load half a bundle.
for (const file of result.outputFiles) {
  mkdirSync(dirname(file.path), { recursive: true })
  const partial = `${file.path}.partial-${process.pid}`
  writeFileSync(partial, file.contents)
  renameSync(partial, file.path)
}

// Bundles the CLI (TypeScript + ink's .tsx) into dist/vitrine.mjs with esbuild. Node 24 strips
// types from .ts but not .tsx, so the CLI is bundled once rather than loaded through a loader;
// npm packages stay external and load from node_modules.
import { build } from "esbuild"

await build({
  entryPoints: ["cli/main.ts"],
  outfile: "dist/vitrine.mjs",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  packages: "external",
  jsx: "automatic",
  sourcemap: "linked",
  logLevel: "warning"
})

// Builds the SCORM runtime (web-learner/src/scorm-runtime/runtime.ts) into dist/scorm-runtime/runtime.js:
// one static script the server injects into every page of a package (adapters/http/scorm/serveScorm.ts).
// Apart from the learner app's bundle, as the package's frame loads nothing else of ours.
import { build } from "esbuild"

await build({
  entryPoints: ["web-learner/src/scorm-runtime/runtime.ts"],
  outfile: "dist/scorm-runtime/runtime.js",
  bundle: true,
  format: "iife",
  target: "es2019",
  minify: true,
  logLevel: "warning"
})

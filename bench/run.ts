// `npm run bench -- [suite…]`: runs bench/<suite>.ts (every suite when none is named) and merges
// each suite's figures into bench/results.json under the suite's name, keeping the others.
import { readdirSync } from "node:fs"
import { dirname } from "node:path"
import { fileURLToPath } from "node:url"
import { mergeResults } from "./lib/results.ts"

export interface Suite {
  readonly run: () => Promise<unknown>
}

const here = dirname(fileURLToPath(import.meta.url))
// BENCH_RESULTS: the smoke test writes its tiny runs' figures elsewhere, not over a real run's.
const resultsFile = process.env["BENCH_RESULTS"] ?? `${here}/results.json`
const known = readdirSync(here)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts")
  .map((f) => f.slice(0, -".ts".length))
  .sort()

// `web` names every web app's suite (bench/webLearner.ts, bench/webAdmin.ts …).
const asked = process.argv.slice(2).flatMap((s) => (s === "web" ? known.filter((k) => k.startsWith("web")) : [s]))
const unknown = asked.filter((s) => !known.includes(s))
if (unknown.length > 0) {
  console.error(`unknown bench suite(s): ${unknown.join(", ")} (known: ${known.join(", ")})`)
  process.exit(2)
}

for (const name of asked.length > 0 ? asked : known) {
  console.log(`\n== bench: ${name} ==`)
  const suite = (await import(`./${name}.ts`)) as Suite
  const results = await suite.run()
  mergeResults(resultsFile, name, results)
}
console.log(`\nwrote ${resultsFile}`)

#!/usr/bin/env node
// The `vitrine` binary. The project pins Node 24 (node_modules/.bin/node); started by an older
// system Node, it hands over to that one, because better-sqlite3 needs Node >= 22.19.
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const major = Number(process.versions.node.split(".")[0])
if (major < 22) {
  const node = join(root, "node_modules", ".bin", "node")
  if (!existsSync(node)) {
    console.error(`vitrine needs Node >= 22.19 (this is ${process.version}); run 'npm install' first.`)
    process.exit(1)
  }
  const r = spawnSync(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: "inherit" })
  process.exit(r.status ?? 1)
}
const bundle = join(root, "dist", "vitrine.mjs")
if (!existsSync(bundle)) {
  console.error("vitrine is not built yet: run 'npm run build'.")
  process.exit(1)
}
await import(bundle)

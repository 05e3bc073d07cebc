#!/usr/bin/env node
// The `vitrine` binary. The project pins Node 24 (node_modules/.bin/node); started by an older
// system Node, it hands over to that one, because better-sqlite3 needs Node >= 22.19.
import { existsSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { handOver } from "./handOver.mjs"
import { wrapperMessage } from "./wrapperMessages.mjs"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const major = Number(process.versions.node.split(".")[0])
const bundle = join(root, "dist", "vitrine.mjs")
if (major < 22) {
  const node = join(root, "node_modules", ".bin", "node")
  if (!existsSync(node)) {
    console.error(wrapperMessage("needsNode", process.version))
    process.exit(1)
  }
  handOver(node, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], (e) => console.error(wrapperMessage("cannotStart", e.message)))
} else if (!existsSync(bundle)) {
  console.error(wrapperMessage("notBuilt"))
  process.exit(1)
} else {
  await import(bundle)
}

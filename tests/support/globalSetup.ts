import { execFileSync } from "node:child_process"
import { join } from "node:path"

// The CLI tests run the built binary as a user would: build it once before any test.
export default function setup(): void {
  execFileSync(process.execPath, [join(import.meta.dirname, "..", "..", "scripts", "build-cli.mjs")], { stdio: "inherit" })
}

import { handleOutputFailures } from "./output.ts"
import { program } from "./program.ts"
import { unknownHelpTarget } from "./usage.ts"

handleOutputFailures()
// Commander exits 2 on bad usage by our configuration; everything else sets process.exitCode.
await program.parseAsync(unknownHelpTarget(program, process.argv.slice(2)), { from: "user" })

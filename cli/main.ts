import { exitQuietlyOnClosedPipe } from "./output.ts"
import { program } from "./program.ts"

exitQuietlyOnClosedPipe()
// Commander exits 2 on bad usage by our configuration; everything else sets process.exitCode.
await program.parseAsync(process.argv)

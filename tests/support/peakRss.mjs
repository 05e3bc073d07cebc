// Preloaded into the built binary by memory tests (`node --import`): at exit, writes the
// process's peak resident memory in kB to PEAK_RSS_FILE, however the process ends its work.
import { writeFileSync } from "node:fs"

process.on("exit", () => {
  if (process.env.PEAK_RSS_FILE) writeFileSync(process.env.PEAK_RSS_FILE, String(process.resourceUsage().maxRSS))
})

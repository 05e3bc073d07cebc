// Preloaded into the built binary by memory tests (`node --import`): at exit, writes the
// process's peak resident memory in kB to PEAK_RSS_FILE, however the process ends its work.
//
// Linux's VmHWM, not getrusage's maxRSS: Linux folds the RSS of the image a process replaces at
// exec into its maxRSS, and a spawned child is a fork of its parent until then, so maxRSS reports
// at least what the spawning process held (a test runner's 200 MB, a bench's 800 MB after its
// import) whatever the child itself used. VmHWM is the high-water mark of the child's own memory.
import { readFileSync, writeFileSync } from "node:fs"

const peakKb = () => {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"))
    if (hwm) return Number(hwm[1])
  } catch {
    // Not Linux: no /proc, and no fork-inherited maxRSS either.
  }
  return process.resourceUsage().maxRSS
}

process.on("exit", () => {
  if (process.env.PEAK_RSS_FILE) writeFileSync(process.env.PEAK_RSS_FILE, String(peakKb()))
})

import { readFileSync } from "node:fs"

/**
 * This process's peak resident memory in MB. On Linux, the high-water mark of its own memory
 * (VmHWM): getrusage's maxRSS also counts the image a process replaced at exec, and a process
 * spawned by another is a fork of it until then (a `vitrine` started by a 2 GB parent would
 * report 2 GB). Elsewhere, maxRSS.
 */
export const peakMemoryMb = (): number => {
  try {
    const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync("/proc/self/status", "utf8"))
    if (hwm) return Number(hwm[1]) / 1024
  } catch {
    // No /proc: not Linux.
  }
  return process.resourceUsage().maxRSS / 1024
}

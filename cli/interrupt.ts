import { printMessage, type OutStream } from "./render.ts"

/** How a shell reports a process ended by each signal (128 + its number). */
const exitCodes = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const

/**
 * Ctrl-C (SIGINT), a service manager's SIGTERM, or the terminal going away (SIGHUP: an SSH
 * session dropped) during long writing work: the open transaction is left to SQLite to roll back,
 * as a kill would, but the operator is told what that means instead of getting the prompt back
 * without a word. Exits as a shell reports a process ended by the signal, after `cleanup` (files
 * only half made, which a dropped session left behind by the gigabyte). Answers the function that
 * removes the handlers.
 */
export const sayOnInterrupt = (message: () => string, cleanup: () => void = () => {}, stream: OutStream = process.stderr): (() => void) => {
  const handlers = (Object.keys(exitCodes) as Array<keyof typeof exitCodes>).map((signal) => {
    const handler = () => {
      cleanup()
      try {
        stream.write("\n")
        printMessage(message(), stream)
      } catch {
        // The terminal is gone (SIGHUP): there is no one left to tell.
      }
      process.exit(exitCodes[signal])
    }
    process.once(signal, handler)
    return () => process.off(signal, handler)
  })
  return () => handlers.forEach((off) => off())
}

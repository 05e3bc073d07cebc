import { printMessage, type OutStream } from "./render.ts"

/**
 * Ctrl-C (SIGINT) or a service manager's SIGTERM during long writing work: the open transaction
 * is left to SQLite to roll back, as a kill would, but the operator is told what that means
 * instead of getting the prompt back without a word. Exits 130 or 143, as a shell reports a
 * process ended by the signal, after `cleanup` (files only half made). Answers the function that
 * removes the handlers.
 */
export const sayOnInterrupt = (message: () => string, cleanup: () => void = () => {}, stream: OutStream = process.stderr): (() => void) => {
  const handlers = (["SIGINT", "SIGTERM"] as const).map((signal) => {
    const handler = () => {
      cleanup()
      stream.write("\n")
      printMessage(message(), stream)
      process.exit(signal === "SIGINT" ? 130 : 143)
    }
    process.once(signal, handler)
    return () => process.off(signal, handler)
  })
  return () => handlers.forEach((off) => off())
}

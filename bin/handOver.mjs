// Runs the CLI under the project's Node as a child, standing in for it until it ends. Plain
// JavaScript for any Node: this runs before the pinned one.
import { spawn } from "node:child_process"
import { constants } from "node:os"

// A service manager or `kill` signals this process alone: without passing those on, the child
// ran on orphaned (a server kept its port). A terminal's Ctrl-C reaches both; the CLI takes the
// repeat as the same press (cli/commands/serve.ts).
const passedOn = ["SIGINT", "SIGTERM", "SIGHUP"]

/** Runs `command args` on this terminal and exits as it does: with its code, or by its signal. */
export const handOver = (command, args, onFailure) => {
  // Listening before the child exists: a signal's handler runs on a later turn, once it does.
  let child
  const pass = (signal) => child.kill(signal)
  for (const signal of passedOn) process.on(signal, pass)
  child = spawn(command, args, { stdio: "inherit" })
  child.on("error", (e) => {
    onFailure(e)
    process.exit(1)
  })
  child.on("exit", (code, signal) => {
    for (const s of passedOn) process.off(s, pass)
    if (signal === null) process.exit(code ?? 1)
    // Ended the same way, so a shell or a service manager reads 130, 143… as from the CLI itself.
    process.kill(process.pid, signal)
    // A signal Node ignores (SIGPIPE) ends nothing: the shell's code for it, then.
    process.exit(128 + (constants.signals[signal] ?? 0))
  })
}

import { Command, type CommanderError } from "commander"
import { fixturesCommand } from "./commands/fixtures.ts"

/** Exit codes: 0 ok (help and version included), 1 failure, 2 bad usage. */
const exitOnUsageError = (err: CommanderError): never => {
  if (err.code === "commander.helpDisplayed" || err.code === "commander.version" || err.code === "commander.help") process.exit(0)
  process.exit(2)
}

export const program = new Command("vitrine")
  .description("Vitrine: the loyalty programme's operator console")
  .version("0.1.0")
  .showHelpAfterError()
  .exitOverride(exitOnUsageError)

program.addCommand(fixturesCommand)

// Commands built in their own files do not inherit the program's settings through addCommand.
const inherit = (cmd: Command): void => {
  for (const sub of cmd.commands) {
    sub.exitOverride(exitOnUsageError).showHelpAfterError()
    inherit(sub)
  }
}
inherit(program)

import { Command } from "commander"

export const program = new Command("vitrine")
  .description("Vitrine: the loyalty programme's operator console")
  .version("0.1.0")
  .showHelpAfterError()
  .exitOverride((err) => {
    if (err.code === "commander.helpDisplayed" || err.code === "commander.version") process.exit(0)
    process.exit(2)
  })

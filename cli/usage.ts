import { Help, type Argument, type Command, type Option } from "commander"
import { t } from "./i18n/t.ts"
import { printMessage } from "./render.ts"
import { formatAlternatives } from "./ui/format.ts"

/**
 * commander's own words in the operator's language: the help's headings, `[options]` and a
 * flag's `<file>`, "(default: …)", and its usage errors. commander has no catalogue of its own,
 * so the help is built here from its parts, and its error lines, whose wording has been stable
 * for years, are read back and said again from ours (tests/cli/usageLanguage.spec.ts runs each).
 */

/** `<file>`, `[names...]`, `[options]`: each bracketed word of a usage line, in the operator's words. */
const localizeTerms = (text: string): string =>
  text.replace(/([<[])([\w-]+)(\.\.\.)?([>\]])/g, (_all, open: string, word: string, dots: string | undefined, close: string) => `${open}${t("usage.term", { word })}${dots ?? ""}${close}`)

/** "(default: …, env: …)" after a description, as commander adds it, in our words. */
const withDetails = (description: string, details: ReadonlyArray<string>): string => {
  if (details.length === 0) return description
  const joined = `(${details.join(", ")})`
  return description ? `${description} ${joined}` : joined
}

const choices = (values: ReadonlyArray<string> | undefined): ReadonlyArray<string> =>
  values === undefined ? [] : [t("usage.choices", { choices: formatAlternatives(values) })]

const helpParts: Partial<Help> = {
  styleTitle: (title: string) => t("usage.title", { title: title.replace(/[\s:]/g, "") }),
  optionTerm: (option: Option) => localizeTerms(option.flags),
  argumentTerm: (argument: Argument) => t("usage.term", { word: argument.name() }),
  subcommandTerm(this: Help, cmd: Command) {
    return localizeTerms(Help.prototype.subcommandTerm.call(this, cmd))
  },
  commandUsage(this: Help, cmd: Command) {
    return localizeTerms(Help.prototype.commandUsage.call(this, cmd))
  },
  optionDescription(option: Option) {
    // commander's rule: a boolean's default is for programmers, not for the help.
    const shown = option.defaultValue !== undefined && (option.required || option.optional || (option.isBoolean() && typeof option.defaultValue === "boolean"))
    return withDetails(option.description, [
      ...choices(option.argChoices),
      ...(shown ? [t("usage.default", { value: option.defaultValueDescription ?? JSON.stringify(option.defaultValue) })] : []),
      ...(option.envVar === undefined ? [] : [t("usage.env", { variable: option.envVar })])
    ])
  },
  argumentDescription(argument: Argument) {
    return withDetails(argument.description, [
      ...choices(argument.argChoices),
      ...(argument.defaultValue === undefined ? [] : [t("usage.default", { value: argument.defaultValueDescription ?? JSON.stringify(argument.defaultValue) })])
    ])
  }
}

/** The reason a parser gave for a bad value: ours is already worded; commander's choices are not. */
const reasonOf = (reason: string | undefined): string | undefined => {
  const allowed = reason?.match(/^Allowed choices are (.+)\.$/)
  if (allowed) return t("usage.allowed", { choices: formatAlternatives(allowed[1]!.split(", ")) })
  return reason || undefined
}

const suggestion = (found: string | undefined, message: string): string =>
  found === undefined ? message : `${message} (${t("usage.didYouMean", { candidates: formatAlternatives(found.split(", ")) })})`

const invalid = (value: string, subject: string, reason: string | undefined, variable?: string): string => {
  const why = reasonOf(reason)
  if (why === undefined) return t("usage.invalid", { value, subject: variable ?? subject })
  return variable === undefined ? t("usage.invalidBecause", { value, reason: why }) : t("usage.invalidFromEnv", { value, reason: why, variable })
}

const didYouMean = String.raw`(?:\n\(Did you mean (?:one of )?(.+)\?\))?`

/** commander's usage errors, each with the message that says it again in the operator's words. */
const usageErrors: ReadonlyArray<readonly [RegExp, (m: RegExpMatchArray) => string]> = [
  [/^error: option '(.+)' argument '(.*)' is invalid\.(?: (.*))?$/s, (m) => invalid(m[2]!, localizeTerms(m[1]!), m[3])],
  [
    /^error: option '(.+)' value '(.*)' from env '(.+)' is invalid\.(?: (.*))?$/s,
    (m) => invalid(m[2]!, localizeTerms(m[1]!), m[4], m[3]!)
  ],
  [/^error: command-argument value '(.*)' is invalid for argument '(.+)'\.(?: (.*))?$/s, (m) => invalid(m[1]!, t("usage.term", { word: m[2]! }), m[3])],
  [/^error: missing required argument '(.+)'$/, (m) => t("usage.missingArgument", { argument: `<${t("usage.term", { word: m[1]! })}>` })],
  [/^error: option '(.+)' argument missing$/, (m) => t("usage.missingValue", { option: localizeTerms(m[1]!) })],
  [/^error: required option '(.+)' not specified$/, (m) => t("usage.requiredOption", { option: localizeTerms(m[1]!) })],
  [new RegExp(`^error: unknown option '(.+?)'${didYouMean}$`), (m) => suggestion(m[2], t("usage.unknownOption", { option: m[1]! }))],
  [new RegExp(`^error: unknown command '(.+?)'${didYouMean}$`), (m) => suggestion(m[2], t("usage.unknownCommand", { command: m[1]! }))],
  [
    /^error: too many arguments(?: for '(.+)')?\. Expected (\d+) arguments? but got (\d+): (.*)\.$/s,
    (m) => t("usage.tooManyArguments", { command: m[1] ?? "vitrine", expected: Number(m[2]), received: Number(m[3]), details: m[4]! })
  ]
]

/** One of commander's error lines (`error: …\n`) as the CLI's own message, in the operator's words. */
const usageMessage = (text: string): string => {
  const message = text.trimEnd()
  for (const [pattern, say] of usageErrors) {
    const m = message.match(pattern)
    if (m) return say(m)
  }
  // A wording commander added after this was written: still one line of ours, in its words.
  return message.replace(/^error: /, "")
}

/** The command's usage line (`Uso: vitrine import [opções] <arquivos...>`) and where its full help is. */
const usageHint = (cmd: Command): string => {
  const help = cmd.createHelp()
  const names: Array<string> = []
  for (let c: Command | null = cmd; c !== null; c = c.parent) names.unshift(c.name())
  return `${help.styleTitle("Usage:")} ${help.commandUsage(cmd)}\n${t("usage.fullHelp", { command: names.join(" ") })}`
}

/** The same as the line the CLI writes off a terminal: `vitrine: …`. */
export const localizeUsageError = (text: string): string => `vitrine: ${usageMessage(text)}\n`

/** commander's words in the operator's language, on `cmd` (addCommand() passes no settings down: call it on each). */
export const localizeUsage = (cmd: Command): void => {
  cmd.configureHelp(helpParts)
  cmd.helpOption("-h, --help", t("usage.help"))
  if (cmd.commands.length > 0) cmd.helpCommand("help [command]", t("usage.helpCommand"))
  // Said as every other message of the CLI: wrapped between words on a terminal, one line elsewhere;
  // then the usage line and where the full help is. The whole help after the error (commander's
  // showHelpAfterError) pushed the one line that says what is wrong off an 80×24 terminal.
  cmd.configureOutput({
    outputError: (text) => {
      printMessage(usageMessage(text))
      process.stderr.write(`${usageHint(cmd)}\n`)
    }
  })
}

/**
 * `vitrine help improt`: commander answers a help request for a command it does not know with the
 * whole help, where `vitrine improt` names the command meant. Without the `help`, commander says the
 * latter. Answers the arguments to parse.
 */
export const unknownHelpTarget = (program: Command, args: ReadonlyArray<string>): ReadonlyArray<string> => {
  let cmd = program
  let i = 0
  for (let sub = findCommand(cmd, args[i]); sub !== undefined && sub.name() !== "help"; sub = findCommand(cmd, args[i])) {
    cmd = sub
    i += 1
  }
  const target = args[i + 1]
  if (args[i] !== "help" || target === undefined || target.startsWith("-") || findCommand(cmd, target) !== undefined) return args
  return [...args.slice(0, i), ...args.slice(i + 1)]
}

const findCommand = (cmd: Command, name: string | undefined): Command | undefined =>
  name === undefined ? undefined : cmd.commands.find((c) => c.name() === name || c.aliases().includes(name))


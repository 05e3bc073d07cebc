import { join } from "node:path"
import { beforeAll, describe, expect, it } from "vitest"
import { localizeUsageError } from "../../cli/usage.ts"
import { root, vitrine } from "../support/cli.ts"
import { tempDir } from "../support/tmp.ts"

const dir = tempDir("vitrine-cli-usage-")
const db = join(dir, "small.db")

beforeAll(() => {
  expect(vitrine(["import", join(root, "fixtures", "scenarios", "small.ndjson"), "--db", db, "--json"]).status).toBe(0)
})

/** commander's English, as it would print it unasked ("[options]" is French too). */
const commanderWords = /Usage:|Options:|Commands:|Arguments:|display help|output the version|\(default:|env: |choices: |\[command\]|<file>|error:|Did you mean/

const inLocale = (locale: string, args: ReadonlyArray<string>, env: Record<string, string> = {}) => vitrine(args, { VITRINE_LOCALE: locale, ...env })

describe("commander's words in the operator's language", { timeout: 180_000 }, () => {
  it.each([
    ["pt-BR", "Uso: vitrine [opções] [comando]", "Argumentos:", "--db <arquivo>      arquivo do banco SQLite (padrão: \"data/vitrine.db\", variável de ambiente VITRINE_DB)"],
    ["es-ES", "Uso: vitrine [opciones] [comando]", "Argumentos:", "--db <archivo>"],
    ["fr-FR", "Utilisation : vitrine [options] [commande]", "Arguments :", "--db <fichier>"]
  ])("%s: the help's headings, terms and details", (locale, usage, argumentsHeading, dbLine) => {
    const top = inLocale(locale, ["--help"])
    expect(top.status).toBe(0)
    expect(top.stdout.split("\n")[0]).toBe(usage)
    const report = inLocale(locale, ["report", "--help"])
    expect(report.stdout).toContain(argumentsHeading)
    const tail = inLocale(locale, ["events", "tail", "--help"])
    expect(tail.stdout.replace(/\s+/g, " ")).toContain(dbLine.replace(/\s+/g, " "))
    const strength = inLocale(locale, ["accounts", "set-password", "--help"])
    for (const run of [top, report, tail, strength, inLocale(locale, ["events", "--help"]), inLocale(locale, ["fixtures", "generate", "--help"])]) {
      expect(run.stdout).not.toMatch(commanderWords)
      if (locale !== "fr-FR") expect(run.stdout).not.toContain("[options]")
    }
  })

  it("says each of commander's usage errors in pt-BR, as one line of its own, with exit 2", () => {
    const cases: ReadonlyArray<readonly [ReadonlyArray<string>, string, Record<string, string>?]> = [
      [["report", "--bogus"], "vitrine: opção desconhecida: --bogus"],
      [["reprot"], "vitrine: comando desconhecido: reprot (você quis dizer report?)"],
      // commander answers `help <unknown>` with the whole help; it is said as the unknown command it is.
      [["help", "reprot"], "vitrine: comando desconhecido: reprot (você quis dizer report?)"],
      [["events", "help", "tial"], "vitrine: comando desconhecido: tial (você quis dizer tail?)"],
      [["import"], "vitrine: falta o argumento <arquivos>"],
      [["events", "tail", "-n"], "vitrine: a opção -n, --limit <n> precisa de um valor"],
      [["events", "tail", "-n", "-3", "--db", db], "vitrine: --limit deve ser um número inteiro de no mínimo 0 (recebeu “-3”)"],
      [["accounts", "set-password", "u1", "--strength", "x", "--db", db], "vitrine: os valores aceitos são low, medium ou strong (recebeu “x”)"],
      [
        ["accounts", "set-password", "u1", "--db", db],
        "vitrine: os valores aceitos são low, medium ou strong (recebeu “y” da variável de ambiente VITRINE_PASSWORD_STRENGTH)",
        { VITRINE_PASSWORD_STRENGTH: "y" }
      ],
      [["backup", "a.db", "b.db", "c.db"], "vitrine: argumentos demais para backup: aceita 1 e recebeu 3 (a.db, b.db, c.db)"],
      [["replay", "--db", db], "vitrine: falta a opção obrigatória --campaign <id>"]
    ]
    for (const [args, line, env] of cases) {
      const run = inLocale("pt-BR", args, env)
      expect({ args, status: run.status, first: run.stderr.split("\n")[0] }).toEqual({ args, status: 2, first: line })
      expect(run.stderr).not.toMatch(commanderWords)
      // The usage line and where the full help is, not the whole help: the error stays on screen.
      expect(run.stderr.split("\n").slice(1)).toEqual([expect.stringMatching(/^Uso: vitrine /), expect.stringMatching(/^Ajuda completa: vitrine .*--help$/), ""])
    }
    expect(inLocale("pt-BR", ["import", "f.ndjson", "--dbb", "x.db"]).stderr).toBe(
      "vitrine: opção desconhecida: --dbb (você quis dizer --db?)\nUso: vitrine import [opções] <arquivos...>\nAjuda completa: vitrine import --help\n"
    )
    expect(inLocale("fr-FR", ["events", "tail", "-n"]).stderr).toBe(
      "vitrine: l’option -n, --limit <n> attend une valeur\nUtilisation : vitrine events tail [options]\nAide complète : vitrine events tail --help\n"
    )
  })

  it("says them in English too, and the help's own lines", () => {
    expect(inLocale("en-US", ["reprot"]).stderr.split("\n")[0]).toBe("vitrine: unknown command: reprot (did you mean report?)")
    expect(inLocale("en-US", ["import"]).stderr.split("\n")[0]).toBe("vitrine: missing the argument <files>")
    expect(inLocale("en-US", ["help", "import"]).stdout.split("\n")[0]).toBe("Usage: vitrine import [options] <files...>")
    expect(inLocale("en-US", ["events", "help", "tail"]).stdout.split("\n")[0]).toBe("Usage: vitrine events tail [options]")
    const help = inLocale("en-US", ["--help"]).stdout
    expect(help).toMatch(/^Usage: vitrine \[options\] \[command\]$/m)
    expect(help).toMatch(/^ {2}-h, --help +show this command's help$/m)
    expect(help).toMatch(/^ {2}help \[command\] +show a command's help$/m)
  })

  it("still says a wording it does not know as one line of its own", () => {
    expect(localizeUsageError("error: something commander says one day\n")).toBe("vitrine: something commander says one day\n")
    expect(localizeUsageError("error: unknown option '--lmit'\n(Did you mean one of --limit, --list?)\n")).toBe("vitrine: unknown option: --lmit (did you mean --limit or --list?)\n")
  })
})

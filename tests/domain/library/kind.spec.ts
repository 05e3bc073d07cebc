import { describe, expect, it } from "vitest"
import { extensionOf, kindOf } from "../../../domain/library/kind.ts"

/** SPEC §3 "File kinds by extension", one row per test. */
const table: ReadonlyArray<readonly [kind: string, extensions: ReadonlyArray<string>]> = [
  ["video", ["wmv", "mkv", "mov", "mp4"]],
  ["audio", ["wav", "ogg", "mp3"]],
  ["pdf", ["pdf"]],
  ["image", ["png", "jpg", "jpeg", "bmp", "svg", "gif"]],
  ["compressed", ["zip", "rar", "gzip", "tz"]],
  ["excel", ["xlsx", "xls"]],
  ["document", ["docx", "txt", "doc"]],
  ["powerpoint", ["pptx", "ppt"]]
]

describe("kindOf (SPEC §3 file kinds by extension)", () => {
  for (const [kind, extensions] of table) {
    it(`names ${extensions.join(", ")} ${kind}, whatever the case of the extension`, () => {
      for (const ext of extensions) {
        expect(kindOf(`Relatório de vendas.${ext}`)).toBe(kind)
        expect(kindOf(`FILE.${ext.toUpperCase()}`)).toBe(kind)
      }
    })
  }

  it("names any other extension, or none, a generic file: other", () => {
    for (const name of ["dados.csv", "README", ".profile", "ponto.", "pdf", "arquivo.pdf.exe"]) expect(kindOf(name)).toBe("other")
  })

  it("reads the last extension only", () => {
    expect(extensionOf("backup.tar.gzip")).toBe("gzip")
    expect(kindOf("planilha.final.XLSX")).toBe("excel")
  })
})

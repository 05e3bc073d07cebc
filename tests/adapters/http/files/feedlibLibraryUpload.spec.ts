import { createHash } from "node:crypto"
import { existsSync } from "node:fs"
import { dirname, join } from "node:path"
import { strToU8, zipSync } from "fflate"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { tinyDocx, tinyZip } from "../../../../fixtures/demo/feedlibLibrary.ts"
import { scormPackage } from "../../../../fixtures/demo/learning/scormPackages.ts"
import { startLearnerServer } from "../../../support/learnerServer.ts"
import type { TestServer } from "../../../support/server.ts"

// The library's uploads (issue 46, library leftover): `purpose=library&name=…` accepts office
// documents, text and plain zips judged by content against the name's extension; a course's
// upload (no purpose, or `purpose=course`) still takes a zip for a SCORM package.
let s: TestServer
beforeAll(async () => {
  s = await startLearnerServer()
})
afterAll(() => s.close())

const upload = (body: Uint8Array, query: string, headers: Record<string, string> = {}) =>
  s.fetch(`/api/files/media${query}`, { method: "POST", as: "adm", body: body as BodyInit, headers: { "content-type": "application/octet-stream", ...headers } } as RequestInit & { as: string })
const forLibrary = (body: Uint8Array, name: string, headers: Record<string, string> = {}) => upload(body, `?purpose=library&name=${encodeURIComponent(name)}`, headers)

const ooxml = (folder: string, part: string) => zipSync({ "[Content_Types].xml": strToU8("<Types/>"), [`${folder}${part}`]: strToU8("<x/>") })
/** ODF: the `mimetype` entry first and stored, as the standard asks. */
const odf = (type: string) => zipSync({ mimetype: [strToU8(type), { level: 0 }], "content.xml": strToU8("<office:document-content/>") })
/** A legacy Office file: an OLE compound file's magic, then its sectors. */
const oleFile = () => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Array<number>(1016).fill(0)])
/** A Windows executable's start: "MZ", its header, NUL bytes. */
const executable = () => new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, ...new Array<number>(600).fill(0)])
const filesDir = () => join(dirname(s.programme.db.name), "files")
const scormFolder = (zip: Uint8Array) => join(filesDir(), "scorm", createHash("sha256").update(zip).digest("hex"))

describe("POST /api/files/media?purpose=library", () => {
  it("accepts each office kind, text and a csv by content, with the type of its extension", async () => {
    const cases: ReadonlyArray<readonly [string, Uint8Array, string]> = [
      ["relatorio.docx", tinyDocx("Olá"), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["planilha.xlsx", ooxml("xl/", "workbook.xml"), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      ["slides.pptx", ooxml("ppt/", "presentation.xml"), "application/vnd.openxmlformats-officedocument.presentationml.presentation"],
      ["texto.odt", odf("application/vnd.oasis.opendocument.text"), "application/vnd.oasis.opendocument.text"],
      ["tabela.ods", odf("application/vnd.oasis.opendocument.spreadsheet"), "application/vnd.oasis.opendocument.spreadsheet"],
      ["apresentacao.odp", odf("application/vnd.oasis.opendocument.presentation"), "application/vnd.oasis.opendocument.presentation"],
      ["antigo.doc", oleFile(), "application/msword"],
      ["antiga.xls", oleFile(), "application/vnd.ms-excel"],
      ["antiga.PPT", oleFile(), "application/vnd.ms-powerpoint"],
      ["leia-me.txt", strToU8("Preços válidos até o fim da campanha."), "text/plain"],
      ["precos.csv", strToU8("produto;preco\nNotebook;3499\n"), "text/csv"]
    ]
    for (const [name, bytes, contentType] of cases) {
      const r = await forLibrary(bytes, name)
      expect({ name, status: r.status }).toEqual({ name, status: 201 })
      const body = (await r.json()) as { fileId: string; contentType: string }
      expect(body.contentType).toBe(contentType)
      const back = await s.fetch(`/api/files/${body.fileId}`, { as: "adm" })
      expect(back.headers.get("content-type")).toContain(contentType)
      expect(Buffer.from(await back.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
    }
  })

  it("refuses a renamed executable, a plain zip called .docx and binary called .txt (415 file.library_mismatch, localized)", async () => {
    const cases: ReadonlyArray<readonly [string, Uint8Array, string]> = [
      ["contrato.docx", executable(), "docx"],
      ["contrato.doc", executable(), "doc"],
      ["planilha.xlsx", tinyZip(), "xlsx"],
      ["texto.odt", tinyDocx("não sou ODF"), "odt"],
      ["leia-me.txt", executable(), "txt"],
      ["kit.zip", executable(), "zip"]
    ]
    for (const [name, bytes, extension] of cases) {
      const r = await forLibrary(bytes, name, { "accept-language": "pt-BR" })
      expect({ name, status: r.status }).toEqual({ name, status: 415 })
      const body = (await r.json()) as { code: string; message: string; details: { extension: string } }
      expect(body).toMatchObject({ code: "file.library_mismatch", details: { extension } })
      expect(body.message).toContain(`.${extension}`)
    }
  })

  it("keeps a zip as a plain file, never unpacked, even when it is a SCORM package", async () => {
    for (const zip of [tinyZip(), scormPackage("1.2")]) {
      const r = await forLibrary(zip, "pacote.zip")
      expect(r.status).toBe(201)
      const body = (await r.json()) as { contentType: string; scorm?: unknown }
      expect(body.contentType).toBe("application/zip")
      expect(body.scorm).toBeUndefined()
    }
    expect(existsSync(scormFolder(tinyZip()))).toBe(false)
  })

  it("still takes images and PDFs by the media rule, and refuses a zip named as something else", async () => {
    const pdf = strToU8("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")
    const r = await forLibrary(pdf, "manual.pdf")
    expect(r.status).toBe(201)
    expect(((await r.json()) as { contentType: string }).contentType).toBe("application/pdf")
    const zipAsVideo = await forLibrary(tinyZip(), "video.mp4")
    expect(zipAsVideo.status).toBe(415)
  })

  it("decodes its query: an unknown purpose, or the library's without a name, is 400 input.invalid", async () => {
    for (const query of ["?purpose=everything&name=a.docx", "?purpose=library"]) {
      const r = await upload(tinyDocx("x"), query)
      expect({ query, status: r.status }).toEqual({ query, status: 400 })
      expect(((await r.json()) as { code: string }).code).toBe("input.invalid")
    }
  })
})

describe("POST /api/files/media for a course", () => {
  it("still unpacks a SCORM zip, with no purpose or purpose=course, and refuses a plain zip as not SCORM and an office file by type", async () => {
    const zip = scormPackage("2004")
    for (const query of ["", "?purpose=course"]) {
      const r = await upload(zip, query)
      expect(r.status).toBe(201)
      expect(await r.json()).toMatchObject({ contentType: "application/zip", scorm: { version: "2004", launch: "index.html" } })
    }
    expect(existsSync(scormFolder(zip))).toBe(true)
    const plain = await upload(tinyZip(), "?purpose=course")
    expect(plain.status).toBe(422)
    expect(((await plain.json()) as { code: string }).code).toBe("scorm.refused")
    // Office files stay the library's: a course refuses them by type, as before.
    const office = await upload(tinyDocx("x"), "")
    expect(office.status).toBe(415)
    expect(((await office.json()) as { code: string }).code).toBe("file.unsupported_media")
  })
})

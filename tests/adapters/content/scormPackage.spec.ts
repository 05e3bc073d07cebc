import { strToU8, zipSync } from "fflate"
import { describe, expect, it } from "vitest"
import { inspectScormZip, type ScormPackage } from "../../../adapters/content/scormPackage.ts"
import { ScormRefused } from "../../../domain/api/learning/errors.ts"
import { scormPackage } from "../../../fixtures/demo/learning/scormPackages.ts"

const refusal = (bytes: Uint8Array, limits?: Parameters<typeof inspectScormZip>[1]) => {
  const r = inspectScormZip(bytes, limits)
  expect(r).toBeInstanceOf(ScormRefused)
  return { code: (r as ScormRefused).code, reason: (r as ScormRefused).reason, entry: (r as ScormRefused).entry }
}

describe("SCORM zips (DESIGN §4.8)", () => {
  it("reads our own 1.2 and 2004 packages: version, title and launch page", () => {
    for (const version of ["1.2", "2004"] as const) {
      const p = inspectScormZip(scormPackage(version))
      expect(p).toMatchObject({ version, title: `Módulo interativo (SCORM ${version})`, launch: "index.html" })
      expect([...(p as ScormPackage).files.keys()].sort()).toEqual(["imsmanifest.xml", "index.html", "sco.js"])
    }
  })

  it("refuses an entry that leaves its folder", () => {
    for (const name of ["../evil.html", "a/../../evil.html", "/etc/passwd", "a\\..\\evil.html", "C:/evil.html"])
      expect(refusal(zipSync({ "imsmanifest.xml": strToU8("<manifest/>"), [name]: strToU8("x") }))).toEqual({ code: "scorm.refused", reason: "path", entry: name })
  })

  it("refuses a zip bomb by its compression ratio, and too many entries or bytes", () => {
    const bomb = zipSync({ "imsmanifest.xml": strToU8("<manifest/>"), "zeros.bin": new Uint8Array(20_000_000) }, { level: 9 })
    expect(bomb.length).toBeLessThan(100_000)
    expect(refusal(bomb)).toEqual({ code: "scorm.refused", reason: "ratio", entry: "zeros.bin" })
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}.txt`, strToU8("x")]))
    expect(refusal(zipSync(many), { entries: 10, totalBytes: 1e9, ratio: 200 }).reason).toBe("entries")
    expect(refusal(scormPackage("2004"), { entries: 10, totalBytes: 100, ratio: 200 }).reason).toBe("size")
  })

  it("refuses what is no zip, and a zip that is not SCORM", () => {
    expect(refusal(strToU8("PK not really a zip")).reason).toBe("zip")
    expect(refusal(zipSync({ "index.html": strToU8("<h1>oi</h1>") }))).toEqual({ code: "scorm.refused", reason: "manifest", entry: "imsmanifest.xml" })
    // A manifest of another standard, or whose launch page is missing.
    expect(refusal(zipSync({ "imsmanifest.xml": strToU8('<manifest><metadata><schemaversion>CAM 9</schemaversion></metadata></manifest>') })).reason).toBe("manifest")
    expect(refusal(zipSync({ "imsmanifest.xml": strToU8(manifestOnly()) })).reason).toBe("manifest")
  })
})

/** Our 1.2 manifest without its launch page in the zip. */
function manifestOnly(): string {
  const files = inspectScormZip(scormPackage("1.2")) as ScormPackage
  return new TextDecoder().decode(files.files.get("imsmanifest.xml"))
}

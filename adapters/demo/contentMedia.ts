import type Database from "better-sqlite3"
import { Effect } from "effect"
import { fileTypeFromBuffer } from "file-type"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import { DEMO_EPISODES, DEMO_LIBRARY } from "../../fixtures/demo/media.ts"
import { FEEDLIB_LIBRARY } from "../../fixtures/demo/feedlibLibrary.ts"
import { filesDirBeside, makeLocalDiskStorage } from "../files/localDisk.ts"
import { studyPdf } from "./studyPdf.ts"

const rate = 8000

/**
 * A short WAV (8 kHz, 16-bit mono PCM, which every browser plays): a tone that glides from `from` to `to` Hz and fades in and
 * out, so each demo episode is a real, distinct sound of the length its AddAudio states.
 */
export const toneWav = (seconds: number, from: number, to: number): Uint8Array => {
  const samples = Math.round(seconds * rate)
  const bytes = samples * 2
  const out = Buffer.alloc(44 + bytes)
  out.write("RIFF", 0, "latin1")
  out.writeUInt32LE(36 + bytes, 4)
  out.write("WAVEfmt ", 8, "latin1")
  out.writeUInt32LE(16, 16)
  out.writeUInt16LE(1, 20)
  out.writeUInt16LE(1, 22)
  out.writeUInt32LE(rate, 24)
  out.writeUInt32LE(rate * 2, 28)
  out.writeUInt16LE(2, 32)
  out.writeUInt16LE(16, 34)
  out.write("data", 36, "latin1")
  out.writeUInt32LE(bytes, 40)
  let phase = 0
  for (let i = 0; i < samples; i++) {
    const t = i / samples
    phase += (2 * Math.PI * (from + (to - from) * t)) / rate
    const envelope = Math.min(1, t * 10, (1 - t) * 10)
    out.writeInt16LE(Math.round(12_000 * envelope * Math.sin(phase)), 44 + 2 * i)
  }
  return new Uint8Array(out)
}

const poster = (): Promise<Uint8Array> =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400" fill="#12355b"/><circle cx="480" cy="300" r="70" fill="#ffd166"/><text x="40" y="120" font-family="sans-serif" font-size="48" font-weight="bold" fill="#fff">Vitrine Academia</text><text x="40" y="190" font-family="sans-serif" font-size="28" fill="#fff">Campanha do trimestre</text></svg>`
    )
  )
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b))

/** Every file the demo's podcasts and library name, by file id. */
const contentFiles = async (media: string): Promise<Array<{ fileId: string; bytes: Uint8Array; contentType?: string }>> => {
  const webm = new Uint8Array(readFileSync(join(media, "audio.webm")))
  const episodes = DEMO_EPISODES.map((e, i) => ({ fileId: e.fileId, bytes: e.source === "webm" ? webm : toneWav(e.durationSeconds, 330 + 110 * i, 523 - 55 * i) }))
  const library = await Promise.all(
    DEMO_LIBRARY.map(async (f) => ({
      fileId: f.fileId,
      bytes:
        f.source === "pdf"
          ? await studyPdf(f.title, f.category, ["Conheça o cliente antes de indicar um produto.", "Mostre o que o produto faz por ele, não a ficha técnica.", "Confirme a escolha e ofereça os acessórios certos."])
          : f.source === "png"
            ? await poster()
            : toneWav(2, 440, 660)
    }))
  )
  // An office document and a plain zip keep the type the library's upload gives them (issue 46).
  const office = FEEDLIB_LIBRARY.map((f) => ({ fileId: f.fileId, bytes: f.make(), contentType: f.contentType }))
  return [...episodes, ...library, ...office]
}

/**
 * Puts the files of the demo's podcasts and library (fixtures/demo/media.ts) in the file store
 * beside the database, as adapters/demo/learningMedia.ts does for the courses: owned by `system`,
 * their types sniffed by content.
 */
export const setUpDemoContentMedia = async (db: Database.Database, media: string): Promise<number> => {
  if (db.memory) return 0
  const storage = makeLocalDiskStorage(filesDirBeside(db.name))
  const insert = db.prepare(
    "INSERT OR IGNORE INTO files (file_id, owner_id, country, content_type, size, hash, thumbnail_hash, created_at) VALUES (?, 'system', 'BR', ?, ?, ?, NULL, 0)"
  )
  const files = await contentFiles(media)
  for (const f of files) {
    const type = f.contentType ?? (await fileTypeFromBuffer(f.bytes))?.mime ?? "application/octet-stream"
    insert.run(f.fileId, type, f.bytes.length, Effect.runSync(storage.put(f.bytes)))
  }
  return files.length
}

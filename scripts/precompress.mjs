// Brotli and gzip copies of a built app's text files, made once at build time (DESIGN §5.4): the
// server answers with them as they are, so no request pays for compression. Usage:
//   node scripts/precompress.mjs dist/web-learner dist/web-admin
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

const compressible = /\.(html|js|mjs|css|svg|json|webmanifest|txt|map)$/

for (const dir of process.argv.slice(2)) {
  for (const entry of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    const path = join(dir, entry)
    if (!compressible.test(entry) || !statSync(path).isFile()) continue
    const bytes = readFileSync(path)
    // A copy no smaller than the file would only cost a header.
    const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    const gz = gzipSync(bytes, { level: 9 })
    if (br.length < bytes.length) writeFileSync(`${path}.br`, br)
    if (gz.length < bytes.length) writeFileSync(`${path}.gz`, gz)
  }
}

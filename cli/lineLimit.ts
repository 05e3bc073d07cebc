import { pipeline, type Readable, Transform } from "node:stream"

/**
 * The longest line read, in characters. A command is a few kilobytes (a test with its questions,
 * a points table of thousands of SKUs: under a megabyte); a longer line is a whole document on
 * one line (`jq -c -s`), and past ~512 MB V8 cannot even hold it as a string.
 */
export const maxLineLength = 16 * 1024 * 1024

/**
 * Ends a line cut at `maxLineLength`. NUL and U+FFFF never stand unescaped in a JSON line
 * (JSON escapes control characters, and U+FFFF is a noncharacter), so a line that ends so was cut here.
 */
export const cutMark = "\u0000\uFFFF"

/**
 * Passes text on unchanged, but cuts a line past `maxLineLength`: its first characters, `cutMark`
 * and the newline that ends it, the rest dropped as it arrives. readline kept a line whole in
 * memory however long, and a 600 MB one-line JSON array ended in `RangeError: Invalid string length`.
 */
export const limitLines = (text: Readable, max = maxLineLength): Readable => {
  // Characters of the current line passed on; past `max`, the line is being dropped.
  let run = 0
  const cut = (segment: string): string => {
    if (run > max) return ""
    const room = max - run
    run += segment.length
    return segment.length <= room ? segment : `${segment.slice(0, room)}${cutMark}`
  }
  const limiter = new Transform({
    decodeStrings: false,
    readableObjectMode: true,
    // One chunk ahead of the reader, not sixteen: the progress bar counts the bytes read.
    readableHighWaterMark: 1,
    transform(chunk: string, _encoding, done) {
      const first = chunk.indexOf("\n")
      // The common case, at the cost of two native scans: the line this chunk continues stays
      // within the limit, and the chunk (256 KB) is too short to hold a longer line of its own.
      if (chunk.length <= max && run + (first < 0 ? chunk.length : first) <= max) {
        run = first < 0 ? run + chunk.length : chunk.length - chunk.lastIndexOf("\n") - 1
        done(null, chunk)
        return
      }
      let kept = ""
      for (const [i, part] of chunk.split("\n").entries()) {
        if (i > 0) {
          kept += "\n"
          run = 0
        }
        kept += cut(part)
      }
      done(null, kept === "" ? undefined : kept)
    }
  })
  return pipeline(text, limiter, () => {})
}

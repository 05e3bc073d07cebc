import sharp from "sharp"

/** A small JPEG taken "in São Paulo": EXIF with a GPS position, made by sharp itself. */
export const jpegWithGps = (): Promise<Buffer> =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a6" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Vitrine", Model: "Test camera" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 38/1 0/1" }
    })
    .toBuffer()

export const png = (width = 32, height = 32): Promise<Buffer> => sharp({ create: { width, height, channels: 4, background: "#c33" } }).png().toBuffer()

/** A one-page PDF, as small as the format allows. */
export const pdf = (): Buffer =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"
  )

/** A Windows executable's first bytes ("MZ" and the PE header offset). */
export const exe = (): Buffer => {
  const b = Buffer.alloc(512)
  b.write("MZ", 0, "latin1")
  b.writeUInt32LE(0x80, 0x3c)
  b.write("PE\0\0", 0x80, "latin1")
  return b
}

/**
 * Whether an image's EXIF has a GPS block: IFD0 holds tag 0x8825 (GPSInfo) pointing at it.
 * Read from the TIFF structure itself rather than trusting a library that may skip the block.
 */
export const hasGps = async (image: Uint8Array): Promise<boolean> => {
  const { exif } = await sharp(image).metadata()
  if (exif === undefined) return false
  const tiff = exif.subarray(exif.indexOf("Exif\0\0") >= 0 ? exif.indexOf("Exif\0\0") + 6 : 0)
  const little = tiff.toString("latin1", 0, 2) === "II"
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at))
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at))
  const ifd0 = u32(4)
  const count = u16(ifd0)
  for (let i = 0; i < count; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true
  return false
}

/** A multipart body with one `file` part. */
export const upload = (bytes: Uint8Array, name: string, type = "application/octet-stream"): FormData => {
  const form = new FormData()
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}

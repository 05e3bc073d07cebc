import { Effect } from "effect"
import { PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from "pdf-lib"

const Metadata = PDFName.of("Metadata")
const Type = PDFName.of("Type")

/**
 * A PDF without its document information (author, producer, dates) and without any XMP metadata
 * stream, document-wide or per page (issue 41: an invoice PDF kept the phone's GPS position in
 * XMP). The objects are removed, not only unlinked: pdf-lib writes every object it holds. A PDF
 * pdf-lib cannot read (encrypted, or too damaged for it) is kept as sent: the README says why.
 */
export const withoutPdfMetadata = (bytes: Uint8Array): Effect.Effect<Uint8Array> =>
  Effect.promise(async () => {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false }).catch(() => undefined)
    if (doc === undefined) return bytes
    const context = doc.context
    if (context.trailerInfo.Info instanceof PDFRef) context.delete(context.trailerInfo.Info)
    Reflect.deleteProperty(context.trailerInfo, "Info")
    for (const [ref, object] of context.enumerateIndirectObjects()) {
      const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : undefined
      if (dict === undefined) continue
      if (dict.get(Type) === Metadata) context.delete(ref)
      else dict.delete(Metadata)
    }
    return new Uint8Array(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }))
  })

import { Effect } from "effect"
import { PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from "pdf-lib"

const Metadata = PDFName.of("Metadata")
const Type = PDFName.of("Type")

/** Rejects when pdf-lib cannot read or write the file (no catalogue, encrypted, broken cross-references). */
const stripped = async (bytes: Uint8Array): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false })
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
}

/**
 * A PDF without its document information (author, producer, dates) and without any XMP metadata
 * stream, document-wide or per page (issue 41: an invoice PDF kept the phone's GPS position in
 * XMP). The objects are removed, not only unlinked: pdf-lib writes every object it holds. A PDF
 * pdf-lib cannot read or write (encrypted, or too damaged for it) is kept as sent: the README says why.
 */
export const withoutPdfMetadata = (bytes: Uint8Array): Effect.Effect<Uint8Array> => Effect.promise(() => stripped(bytes).catch(() => bytes))

import { lazy, Suspense } from "react"
import { Loading } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import type { LibraryFile } from "../api/getLibrary.ts"

// The learning player's PDF.js viewer (and its styles), loaded only when a PDF is opened (PDF.js is heavy).
const PdfViewer = lazy(() => Promise.all([import("../../learning/components/PdfViewer.tsx"), import("../../learning/learning.css")]).then(([m]) => ({ default: m.PdfViewer })))

/** A library file is not an activity: opening it completes nothing. */
const opened = () => undefined

/** A preview for images and PDFs (SPEC §2's library); any other kind is downloaded to be opened. */
export const FilePreview = ({ file }: { file: LibraryFile }) => {
  if (file.kind === "image") return <img className="library-preview" src={file.url} alt={t("library.preview", { title: file.title })} />
  if (file.kind === "pdf")
    return (
      <Suspense fallback={<Loading />}>
        <PdfViewer url={file.url} title={file.title} onOpened={opened} />
      </Suspense>
    )
  return <p className="empty">{t("library.noPreview")}</p>
}

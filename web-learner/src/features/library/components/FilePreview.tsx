import { lazy, Suspense } from "react"
import { Loading } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import type { LibraryFile } from "../api/getLibrary.ts"

// The learning player's PDF.js viewer, loaded only when a PDF is opened (PDF.js is heavy).
const PdfViewer = lazy(() => import("../../learning/components/PdfViewer.tsx").then((m) => ({ default: m.PdfViewer })))

/** A preview for images and PDFs (SPEC §2's library); any other kind is downloaded to be opened. */
export const FilePreview = ({ file }: { file: LibraryFile }) => {
  if (file.kind === "image") return <img className="library-preview" src={file.url} alt={t("library.preview", { title: file.title })} />
  if (file.kind === "pdf")
    return (
      <Suspense fallback={<Loading />}>
        <PdfViewer url={file.url} title={file.title} onOpened={() => undefined} />
      </Suspense>
    )
  return <p className="empty">{t("library.noPreview")}</p>
}

import "../library.css"
import { Link } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import { useLibraryFile } from "../api/getLibrary.ts"
import { libraryPaths } from "../api/paths.ts"
import { FilePreview } from "./FilePreview.tsx"

/** `libraries/{id}` (SPEC §2): one file, previewed when it is an image or a PDF, and its download. */
export const LibraryFilePage = ({ id }: { id: string }) => {
  const file = useLibraryFile(id)
  return (
    <>
      <Link className="page-back" to={libraryPaths.list}>
        ← {t("library.back")}
      </Link>
      <QueryView query={file}>
        {(f) => (
          <>
            <h1>{f.title}</h1>
            <p className="product-meta">
              <span className="badge">{t(`library.kind.${f.kind}`)}</span> <Link to={libraryPaths.category(f.category)}>{f.category}</Link> · {f.fileName}
            </p>
            <p>
              <a className="button" href={f.url} download={f.fileName}>
                {t("library.download", { name: f.fileName })}
              </a>
            </p>
            <FilePreview file={f} />
          </>
        )}
      </QueryView>
    </>
  )
}

import "../library.css"
import { Link, useNavigate, useSearchParams } from "react-router"
import { fileKinds } from "../../../../../domain/library/kind.ts"
import { QueryView } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import { useLibrary, useLibraryCategories, type FileKind, type LibraryFile } from "../api/getLibrary.ts"
import { libraryPaths } from "../api/paths.ts"

const FileRow = ({ file }: { file: LibraryFile }) => (
  <li className="card library-file">
    <div>
      <h2>
        <Link to={libraryPaths.file(file.id)} aria-label={t("library.open", { title: file.title })}>
          {file.title}
        </Link>
      </h2>
      <p className="product-meta">
        <span className="badge">{t(`library.kind.${file.kind}`)}</span> {file.category} · {file.fileName}
      </p>
    </div>
    <a className="button secondary" href={file.url} download={file.fileName} aria-label={t("library.download", { name: file.fileName })}>
      ⤓
    </a>
  </li>
)

/**
 * `library` and `library/{name}` (SPEC §2): my client's files, filtered by category (in the path,
 * so a category can be linked to) and by kind (SPEC §3's table, in the query).
 */
export const LibraryList = ({ category }: { category: string }) => {
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const kind = (fileKinds as ReadonlyArray<string>).includes(params.get("kind") ?? "") ? (params.get("kind") as FileKind) : "all"
  const categories = useLibraryCategories()
  const list = useLibrary({ category: category === "" ? "all" : category, kind })
  return (
    <>
      <h1>{t("library.title")}</h1>
      <div className="library-filters">
        <label className="field">
          {t("library.category")}
          <select value={category} onChange={(e) => navigate({ pathname: e.target.value === "" ? libraryPaths.list : libraryPaths.category(e.target.value), search: params.toString() })}>
            <option value="">{t("library.all")}</option>
            {(categories.data ?? []).map((c) => (
              <option key={c.category} value={c.category}>
                {c.category} ({c.count})
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t("library.kind")}
          <select value={kind} onChange={(e) => setParams(e.target.value === "all" ? {} : { kind: e.target.value }, { replace: true })}>
            <option value="all">{t("library.allKinds")}</option>
            {fileKinds.map((k) => (
              <option key={k} value={k}>
                {t(`library.kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryView query={list} isEmpty={(d) => d.items.length === 0} empty={t("library.empty")}>
        {(d) => (
          <>
            <p role="status">{t("library.count", { n: d.total })}</p>
            <ul className="cards">
              {d.items.map((f) => (
                <FileRow key={f.id} file={f} />
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </>
  )
}

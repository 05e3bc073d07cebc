import "../classes.css"
import { Link } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { useCatalogs } from "../api/classes.ts"
import { classPaths } from "../api/paths.ts"
import { tc } from "../i18n/index.ts"

/** `presential-courses` (and a trail's `presential-catalogs/{id}`: `only`): my client's catalogs and their courses. */
export const CatalogList = ({ only }: { only?: string }) => {
  const catalogs = useCatalogs()
  return (
    <>
      <h1>{tc("presential.title")}</h1>
      <QueryView query={catalogs} isEmpty={(d) => d.filter((g) => only === undefined || g.catalogId === only).length === 0} empty={tc("presential.noCatalogs")}>
        {(all) =>
          all
            .filter((g) => only === undefined || g.catalogId === only)
            .map((g) => (
              <section key={g.catalogId} aria-labelledby={`catalog-${g.catalogId}`}>
                <h2 id={`catalog-${g.catalogId}`}>{g.title}</h2>
                {g.description && <p>{g.description}</p>}
                <ul className="cards">
                  {g.courses.map((k) => (
                    <li key={k.courseId} className="card">
                      <h3>
                        <Link to={classPaths.presentialCourse(k.courseId)}>{k.title}</Link>
                      </h3>
                      <p className="product-meta">{tc("presential.classCount", { n: k.classCount })}</p>
                    </li>
                  ))}
                </ul>
              </section>
            ))
        }
      </QueryView>
    </>
  )
}

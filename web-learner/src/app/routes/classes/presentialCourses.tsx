import { useParams } from "react-router"
import { CatalogList } from "../../../features/classes/components/CatalogList.tsx"
import { loadClassesText, useClassesLanguage } from "../../../features/classes/i18n/index.ts"

/** `presential-courses` and a trail's `presential-catalogs/{id}` (SPEC §2). */
export const loader = () => loadClassesText().then(() => null)

export const Component = () => {
  useClassesLanguage()
  const { catalogId } = useParams()
  return <CatalogList {...(catalogId === undefined ? {} : { only: catalogId })} />
}

import { useParams } from "react-router"
import { LibraryList } from "../../features/library/components/LibraryList.tsx"
import { useLanguage } from "../../i18n/index.ts"

/** `library` and `library/{name}` (SPEC §2): `name` is a category. */
export const Component = () => {
  useLanguage()
  const { name = "" } = useParams()
  return <LibraryList category={name} />
}

import { useParams } from "react-router"
import { LibraryFilePage } from "../../features/library/components/LibraryFilePage.tsx"
import { loadLearningText, useLearningLanguage } from "../../features/learning/i18n/index.ts"
import { useLanguage } from "../../i18n/index.ts"

/** The PDF viewer speaks the learning screens' texts: they load with the route. */
export const loader = () => loadLearningText().then(() => null)

/** `libraries/{id}` (SPEC §2): one library file. */
export const Component = () => {
  useLanguage()
  useLearningLanguage()
  const { id = "" } = useParams()
  return <LibraryFilePage key={id} id={id} />
}

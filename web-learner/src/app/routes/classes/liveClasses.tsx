import { ClassList } from "../../../features/classes/components/ClassList.tsx"
import { loadClassesText, useClassesLanguage } from "../../../features/classes/i18n/index.ts"

/** `live-classes` (SPEC §2). */
export const loader = () => loadClassesText().then(() => null)

export const Component = () => {
  useClassesLanguage()
  return <ClassList type="live_class" />
}

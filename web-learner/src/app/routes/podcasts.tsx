import { useParams } from "react-router"
import { PodcastList } from "../../features/podcasts/components/PodcastList.tsx"
import { useLanguage } from "../../i18n/index.ts"

/** `podcasts` and `podcasts/search/{name}` (SPEC §2). */
export const Component = () => {
  useLanguage()
  const { name = "" } = useParams()
  return <PodcastList key={name} name={name} />
}

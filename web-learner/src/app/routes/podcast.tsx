import { useParams } from "react-router"
import { PlaylistPage } from "../../features/podcasts/components/PlaylistPage.tsx"
import { useLanguage } from "../../i18n/index.ts"

/** `podcasts/{id}` (SPEC §2): a playlist and its player. */
export const Component = () => {
  useLanguage()
  const { id = "" } = useParams()
  return <PlaylistPage key={id} id={id} />
}

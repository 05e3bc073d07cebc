import { useParams } from "react-router"
import { LoungePage } from "../../../features/lounge/components/LoungePage.tsx"
import { loadLoungeText, useLoungeLanguage } from "../../../features/lounge/i18n/index.ts"

/** `webinars-lounge/{id}` and `trails/{trailId}/webinars-lounge/{id}`: a webinar's lounge, keyed by its class id. */
export const loader = () => loadLoungeText().then(() => null)

export const Component = () => {
  useLoungeLanguage()
  const { id = "" } = useParams()
  return <LoungePage key={id} classId={id} />
}

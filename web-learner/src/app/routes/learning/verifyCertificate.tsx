import { useParams } from "react-router"
import { VerificationPage } from "../../../features/learning/components/VerificationPage.tsx"
import { loadLearningText, useLearningLanguage } from "../../../features/learning/i18n/index.ts"

/** `verify-certificate/{code}`: the public page a certificate's QR code opens (no login). */
export const loader = () => loadLearningText().then(() => null)

export const Component = () => {
  useLearningLanguage()
  const { code = "" } = useParams()
  return <VerificationPage code={code} />
}

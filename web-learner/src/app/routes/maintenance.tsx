import { useEffect, useState } from "react"
import { MaintenancePage } from "../../features/branding/components/MaintenancePage.tsx"
import { loadBrandingText } from "../../features/branding/i18n/index.ts"
import { useLanguage } from "../../i18n/index.ts"

/** The maintenance page, in the visitor's language once its texts are here. */
const Maintenance = () => {
  const locale = useLanguage()
  const [ready, setReady] = useState(locale === "pt-BR")
  useEffect(() => void loadBrandingText(locale).then(() => setReady(true)), [locale])
  return ready ? <MaintenancePage /> : null
}

export default Maintenance

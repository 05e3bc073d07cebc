import { useEffect } from "react"
import { useLocation } from "react-router"

/** SPEC §2: every route change scrolls the app to the top. */
export const ScrollToTop = () => {
  const { pathname } = useLocation()
  // Braces matter: Chromium's scrollTo now returns a promise, which React would take for a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}

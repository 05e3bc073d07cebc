import { useEffect } from "react"
import { useNavigate } from "react-router"
import { read, write } from "../../lib/storage.ts"

/**
 * Sends a logged-in user on: to the remembered path once (SPEC §2), else `home` (the client's home screen, app/modules.ts).
 * The remembered path is read in render but cleared only after navigating, so a second render
 * before the navigation cannot lose it.
 */
export const Landing = ({ home }: { home: string }) => {
  const navigate = useNavigate()
  const to = read("redirect") ?? home
  useEffect(() => {
    write("redirect", undefined)
    navigate(to, { replace: true })
  }, []) // eslint-disable-line react-hooks/exhaustive-deps
  return null
}

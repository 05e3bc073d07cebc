import { useEffect } from "react"
import { useSearchParams } from "react-router"
import { clearSession } from "../../lib/session.ts"
import { write } from "../../lib/storage.ts"
import { useLoggedIn } from "../../lib/useLoggedIn.ts"

/**
 * SPEC §2 on the login screens: a `token` query is kept (app deep links store it), and a
 * logged-in visit with one clears the session. Only when the token arrives: a login made on
 * the screen afterwards must not be undone.
 */
export const useTokenQuery = (): string | null => {
  const [params] = useSearchParams()
  const loggedIn = useLoggedIn()
  const token = params.get("token")
  useEffect(() => {
    if (token === null) return
    write("token", token)
    if (loggedIn) clearSession()
  }, [token]) // eslint-disable-line react-hooks/exhaustive-deps
  return token
}

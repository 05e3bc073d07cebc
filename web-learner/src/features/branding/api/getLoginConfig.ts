import type { LoginConfigAnswer } from "../../../../../domain/api/branding/schemas.ts"
import { apiPaths } from "../../../config/paths.ts"

export type { LoginConfigAnswer }

/** `GET /api/login-config` (public; the browser revalidates it by its ETag). */
export const getLoginConfig = async (): Promise<LoginConfigAnswer> => {
  const res = await fetch(apiPaths.loginConfig)
  if (!res.ok) throw new Error(`login-config ${res.status}`)
  return (await res.json()) as LoginConfigAnswer
}

import type { AuthProvider } from "react-admin"
import { apiJson } from "./authedFetch.ts"
import { i18nProvider } from "./i18n/index.ts"
import { passwordGrant, readTokens, revoke, TooManyLogins } from "./tokens.ts"
import { forgetAppliedLanguage } from "./userLanguage.ts"

export interface Me {
  userId: string
  fullName: string
  role: string
  isSuperuser: boolean
  country: string
  language: string
}

let me: Promise<Me> | undefined
/** GET /api/me once per session: role, country and superuser flag for the app bar and scope. */
export const getMe = () => (me ??= apiJson<Me>("/api/me").then((r) => r.json).catch((e) => ((me = undefined), Promise.reject(e))))

// An instructor works on their own classes (SPEC §6): the console shows them those only.
const isStaff = (m: Me) => m.isSuperuser || m.role === "admin" || m.role === "auditor" || m.role === "instructor"

export const authProvider: AuthProvider = {
  login: async ({ username, password }: { username: string; password: string }) => {
    me = undefined
    forgetAppliedLanguage()
    // The login form shows an error's message as it is: the wait is put into words here.
    await passwordGrant(username, password).catch((e: unknown) =>
      Promise.reject(e instanceof TooManyLogins ? new Error(i18nProvider.translate(e.message, { minutes: e.minutes })) : e)
    )
    const who = await getMe()
    if (!isStaff(who)) {
      await revoke()
      me = undefined
      throw new Error("vitrine.auth.not_staff")
    }
  },
  logout: async () => {
    me = undefined
    forgetAppliedLanguage()
    await revoke()
  },
  checkAuth: async () => {
    if (!readTokens()) throw new Error("ra.auth.auth_check_error")
  },
  // authedFetch already refreshed once: a 401 that still reaches here means the session is gone.
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      me = undefined
      await revoke()
      throw new Error("ra.auth.auth_check_error")
    }
  },
  getIdentity: async () => {
    const m = await getMe()
    return { id: m.userId, fullName: m.fullName }
  },
  getPermissions: async () => {
    if (!readTokens()) return undefined
    const m = await getMe()
    return { role: m.role, isSuperuser: m.isSuperuser, country: m.country }
  }
}

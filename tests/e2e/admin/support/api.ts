import { password } from "./pages.ts"

/** `POST /o/token/` with the console's OAuth client, as the login form does. */
export const passwordLogin = (url: string, username: string) =>
  fetch(`${url}/o/token/`, {
    method: "POST",
    headers: { authorization: `Basic ${btoa("admin-web:demo-admin-secret")}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password })
  })

/**
 * The pending level-up request of a user, read through the admin API as the superuser: request ids
 * are log positions, which move whenever the demo programme gains a line.
 */
export const pendingLevelUpOf = async (url: string, userId: string, campaignId: string): Promise<number> => {
  const { access_token } = (await (await passwordLogin(url, "admin")).json()) as { access_token: string }
  const filter = encodeURIComponent(JSON.stringify({ userId, campaignId, status: "pending" }))
  const res = await fetch(`${url}/api/admin/level-ups?filter=${filter}`, { headers: { authorization: `Bearer ${access_token}` } })
  const [request] = (await res.json()) as Array<{ id: number }>
  if (request === undefined) throw new Error(`no pending level-up for ${userId} in ${campaignId}`)
  return request.id
}

import { password } from "./pages.ts"

/** `POST /o/token/` with the console's OAuth client, as the login form does. */
export const passwordLogin = (url: string, username: string) =>
  fetch(`${url}/o/token/`, {
    method: "POST",
    headers: { authorization: `Basic ${btoa("admin-web:demo-admin-secret")}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", username, password })
  })

import { fetchUtils, type DataProvider } from "ra-core"
import simpleRestProvider from "ra-data-simple-rest"
import type { TestServer } from "../../../support/server.ts"

/** The real react-admin REST client, as the admin console builds it, with a user's bearer token. */
export const raClient = (s: TestServer, userId: string): DataProvider => {
  const token = s.tokenFor(userId)
  return simpleRestProvider(`${s.url}/api/admin`, (url, options = {}) =>
    fetchUtils.fetchJson(url, { ...options, user: { authenticated: true, token: `Bearer ${token}` } })
  )
}

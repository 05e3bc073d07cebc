import { Exit } from "effect"
import { parseActor } from "../../domain/shared/commandHandler.ts"
import type { Programme } from "../../adapters/programme/Programme.ts"
import { testClient } from "./server.ts"

/** `POST /o/token/` with the test client in Basic, as a plain form (for what the oracles would refuse to send). */
export const tokenRequest = (url: string, form: Record<string, string>, init: { auth?: string | null; contentType?: string } = {}) =>
  fetch(`${url}/o/token/`, {
    method: "POST",
    headers: {
      "content-type": init.contentType ?? "application/x-www-form-urlencoded",
      ...(init.auth === null ? {} : { authorization: init.auth ?? `Basic ${btoa(`${testClient.id}:${testClient.secret}`)}` })
    },
    body: new URLSearchParams(form).toString()
  })

export const passwordGrant = (url: string, username: string, password: string) =>
  tokenRequest(url, { grant_type: "password", username, password })

export const refreshGrant = (url: string, refreshToken: string) => tokenRequest(url, { grant_type: "refresh_token", refresh_token: refreshToken })

/** Runs one command as the programme would from a fixture line; it must be accepted. */
export const execute = (programme: Programme, type: string, payload: Record<string, unknown>, actor = "system") => {
  const decoded = programme.handler.decode(type, payload)
  if (Exit.isFailure(decoded)) throw new Error(`${type} does not decode`)
  const handled = programme.executeSync({ commandId: `test-${type}-${Math.random()}`, at: Date.now(), actor: parseActor(actor)!, command: decoded.value })
  if (handled.outcome.status !== "accepted") throw new Error(`${type} rejected: ${handled.outcome.code}`)
}

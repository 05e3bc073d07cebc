import { Exit } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { ClientCreated, ClientUpdated, UserAddedToClient } from "../../../domain/client/events.ts"
import { AccountRegistered } from "../../../domain/account/events.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"

let s: Scenario
afterEach(() => s.close())

const create = (clientId = "acme", extra: Record<string, unknown> = {}): Step => ({
  type: "CreateClient",
  payload: { clientId, name: "Acme Retail", homeRoute: "/home", features: { ranking: true, library: false }, ...extra }
})
const add = (userId: string, clientId = "acme", profile?: string): Step => ({
  type: "AddUserToClient",
  payload: { clientId, userId, ...(profile ? { profile } : {}) }
})
const withUser = () => scenario().given(new AccountRegistered({ userId: "u1", country: "BR", role: "learner" }))

describe("CreateClient", () => {
  it("creates a client company with its home route and feature flags", () => {
    s = scenario()
    s.when(create()).thenEvents(new ClientCreated({ clientId: "acme", name: "Acme Retail", homeRoute: "/home", features: { ranking: true, library: false } }))
  })

  it("keeps the password level its users must meet", () => {
    s = scenario()
    s.when(create("acme", { passwordStrength: "strong" })).thenEvents(
      new ClientCreated({ clientId: "acme", name: "Acme Retail", homeRoute: "/home", features: { ranking: true, library: false }, passwordStrength: "strong" })
    )
  })

  it("refuses a client id already taken", () => {
    s = scenario().run(create())
    s.when(create("acme", { name: "Other" })).thenRejects("client.already_exists", { clientId: "acme" })
  })

  it("refuses a home route that is not a path, and a flag that is not a boolean, at decoding", () => {
    s = scenario()
    expect(Exit.isFailure(s.programme.handler.decode("CreateClient", create("x", { homeRoute: "home" }).payload))).toBe(true)
    expect(Exit.isFailure(s.programme.handler.decode("CreateClient", create("x", { features: { ranking: "yes" } }).payload))).toBe(true)
    expect(Exit.isFailure(s.programme.handler.decode("CreateClient", create("x", { passwordStrength: "extreme" }).payload))).toBe(true)
  })

  it("is an admin's command, not a learner's", () => {
    s = withUser()
    s.when({ ...create(), actor: "user:u1" }).thenRejects("auth.forbidden")
  })
})

describe("UpdateClient", () => {
  const update = (clientId = "acme", extra: Record<string, unknown> = {}): Step => ({
    type: "UpdateClient",
    payload: { clientId, name: "Acme Varejo", homeRoute: "/courses", features: { ranking: false, news: true }, ...extra }
  })

  it("replaces an existing client's name, home route, flags and password level, and the read model follows", () => {
    s = scenario().run(create())
    s.when(update("acme", { passwordStrength: "strong" })).thenEvents(
      new ClientUpdated({ clientId: "acme", name: "Acme Varejo", homeRoute: "/courses", features: { ranking: false, news: true }, passwordStrength: "strong" })
    )
    const row = s.programme.db.prepare("SELECT name, home_route AS homeRoute, features, password_strength AS strength FROM clients WHERE client_id = 'acme'").get()
    expect(row).toEqual({ name: "Acme Varejo", homeRoute: "/courses", features: JSON.stringify({ ranking: false, news: true }), strength: "strong" })
  })

  it("refuses a client that does not exist, and a home route that is not a path", () => {
    s = scenario()
    s.when(update("ghost")).thenRejects("client.not_found", { clientId: "ghost" })
    expect(Exit.isFailure(s.programme.handler.decode("UpdateClient", update("x", { homeRoute: "courses" }).payload))).toBe(true)
  })

  it("is an admin's command, not a learner's", () => {
    s = withUser().run(create())
    s.when({ ...update(), actor: "user:u1" }).thenRejects("auth.forbidden")
  })
})

describe("AddUserToClient", () => {
  it("adds an account to a client company, with a profile or without", () => {
    s = withUser().run(create(), create("beta"))
    s.when(add("u1", "acme", "seller")).thenEvents(new UserAddedToClient({ clientId: "acme", userId: "u1", profile: "seller" }))
    s.when(add("u1", "beta")).thenEvents(new UserAddedToClient({ clientId: "beta", userId: "u1" }))
    const rows = s.programme.db.prepare("SELECT client_id AS clientId, profile FROM client_members WHERE user_id = 'u1' ORDER BY 1").all()
    expect(rows).toEqual([{ clientId: "acme", profile: "seller" }, { clientId: "beta", profile: null }])
  })

  it("refuses an unknown client, an unknown account and a second membership", () => {
    s = withUser().run(create(), add("u1"))
    s.when(add("u1", "nope")).thenRejects("client.not_found", { clientId: "nope" })
    s.when(add("ghost")).thenRejects("account.not_found", { userId: "ghost" })
    s.when(add("u1")).thenRejects("client.already_member", { clientId: "acme", userId: "u1" })
  })
})

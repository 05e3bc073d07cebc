import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { ClientBranded, LoginConfigured, type BrandingEvent } from "./events.ts"
import { evolve } from "./evolve.ts"
import { initialState, type BrandingState } from "./state.ts"

/** The deployment's face (DESIGN §7): `branding-login`, and `branding-client.<clientId>` per client company. */
export const Branding: Aggregate<BrandingState, BrandingEvent> = {
  name: "branding",
  initialState,
  evolve,
  events: [LoginConfigured, ClientBranded],
  streamOf: (e) => (e._tag === "LoginConfigured" ? "branding-login" : `branding-client.${e.clientId}`)
}

export const loginBranding = () => streamRef(Branding, "login")
export const clientBranding = (clientId: string) => streamRef(Branding, `client.${clientId}`)

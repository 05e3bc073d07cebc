import { afterEach, describe, expect, it } from "vitest"
import { Exit } from "effect"
import { ClientBranded, LoginConfigured } from "../../../domain/branding/events.ts"
import { contrastRatio } from "../../../domain/rules/contrast.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { goodConfig } from "./support.ts"

let s: Scenario
afterEach(() => s?.close())

const configure = (extra: Record<string, unknown> = {}): Step => ({ type: "ConfigureLogin", payload: { ...goodConfig, ...extra } })
const colors = (over: Record<string, string>) => ({ colors: { ...goodConfig.colors, ...over } })

describe("contrastRatio (WCAG 2.x)", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21)
    expect(contrastRatio("#ffffff", "#000000")).toBe(21)
    expect(contrastRatio("#0b5394", "#0b5394")).toBe(1)
  })

  it("rounds down, so a pair just under 4.5:1 never reads as passing", () => {
    // #777777 on white is 4.478…:1, the classic near miss.
    expect(contrastRatio("#777777", "#ffffff")).toBe(4.47)
  })
})

describe("ConfigureLogin", () => {
  it("records the whole configuration", () => {
    s = standardProgramme(scenario())
    s.when(configure()).thenEvents(new LoginConfigured(goodConfig as never))
  })

  it("refuses white text on a light button with the contrast it has and needs", () => {
    s = standardProgramme(scenario())
    s.when(configure(colors({ primary: "#ffcc00" }))).thenRejects("branding.contrast_too_low", {
      pair: "onPrimary/primary",
      foreground: "#ffffff",
      background: "#ffcc00",
      contrast: 1.51,
      needs: 4.5
    })
  })

  it("refuses grey body text below AA on the page's background", () => {
    s = standardProgramme(scenario())
    s.when(configure(colors({ text: "#777777" }))).thenRejects("branding.contrast_too_low", { pair: "text/background", contrast: 4.47, needs: 4.5 })
  })

  it("refuses links (the primary colour) the page's background would hide", () => {
    s = standardProgramme(scenario())
    s.when(configure(colors({ primary: "#1a1a1a", onPrimary: "#ffffff", background: "#222222", text: "#ffffff" }))).thenRejects("branding.contrast_too_low", {
      pair: "primary/background"
    })
  })

  it("decodes: a colour that is not #rrggbb, an unknown language or sign-up field, a Retry-After under a minute are malformed", () => {
    s = standardProgramme(scenario())
    const decodes = (step: Step) => Exit.isSuccess(s.programme.handler.decode("ConfigureLogin", step.payload))
    expect(decodes(configure())).toBe(true)
    expect(decodes(configure(colors({ primary: "navy" })))).toBe(false)
    expect(decodes(configure(colors({ primary: "#0b5394;}body{display:none" })))).toBe(false)
    expect(decodes(configure({ defaultLanguage: "de-DE" }))).toBe(false)
    expect(decodes(configure({ signUpFields: ["salary"] }))).toBe(false)
    expect(decodes(configure({ maintenance: { on: true, message: {}, retryAfterSeconds: 5 } }))).toBe(false)
  })

  it("is an admin's command: a learner may not rebrand the deployment", () => {
    s = standardProgramme(scenario())
    s.when({ ...configure(), actor: "user:u1" }).thenRejects("auth.forbidden")
  })
})

describe("BrandClient", () => {
  const createClient: Step = { type: "CreateClient", payload: { clientId: "acme", name: "Acme", homeRoute: "/home", features: {} } }
  const theme = { clientId: "acme", colors: { primary: "#1b5e20", onPrimary: "#ffffff", background: "#ffffff", text: "#1a1a1a" } }

  it("records a client's colours and logo", () => {
    s = standardProgramme(scenario()).run(createClient)
    s.when({ type: "BrandClient", payload: { ...theme, logoFileId: "f1" } }).thenEvents(new ClientBranded({ ...theme, logoFileId: "f1" }))
  })

  it("refuses an unknown client", () => {
    s = standardProgramme(scenario())
    s.when({ type: "BrandClient", payload: theme }).thenRejects("client.not_found", { clientId: "acme" })
  })

  it("holds a client's colours to the same contrast rule", () => {
    s = standardProgramme(scenario()).run(createClient)
    s.when({ type: "BrandClient", payload: { ...theme, colors: { ...theme.colors, onPrimary: "#8bc34a" } } }).thenRejects("branding.contrast_too_low", { pair: "onPrimary/primary" })
  })
})

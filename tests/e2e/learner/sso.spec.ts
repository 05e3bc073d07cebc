import type { BrowserContext, Page } from "playwright-core"
import { Context } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { ServerContext } from "../../../adapters/http/ServerContext.ts"
import { parseActor } from "../../../domain/shared/commandHandler.ts"
import { signInAtProvider, startOidcProvider, type OidcTestProvider } from "../../support/oidcProvider.ts"
import type { TestServer } from "../../support/server.ts"
import { dismissCookies, expectAccessible, logIn, newPage, screenshot, widths, type Viewport } from "./support/browser.ts"
import { demoPassword, startDemoServer } from "./support/demoServer.ts"

// The deployment's face in the learner app (issue 49, items 4–6), at a phone's and a desktop's
// width with axe: single sign-on against a real OpenID provider on loopback, the partner routes,
// the course showcase and the team page logged out and logged in (SPEC §2's guards), the hotsite,
// and a client's required profile fields and first-login tour.
let s: TestServer
let provider: OidcTestProvider
const contexts: Array<BrowserContext> = []
beforeAll(async () => {
  s = await startDemoServer()
  provider = await startOidcProvider({ redirectUris: [`${s.url}/login-redirect-v2`] })
  Context.get(s.server.context, ServerContext).sso.issuers.add({
    issuerId: "test-idp",
    issuerUrl: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    label: "Test ID",
    redirectPath: "/login-redirect-v2",
    showOnLogin: true
  })
})
afterAll(async () => {
  await provider.stop()
  await s.close()
})
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close()
})

const open = async (viewport: Viewport): Promise<Page> => {
  const { context, page } = await newPage(s.url, viewport)
  contexts.push(context)
  return page
}

const showcase = "/portfolio-course/processadores-para-notebooks-id-br-processadores-notebooks"

/** Each public route of the deployment's face and the heading it shows logged out. */
const publicRoutes: ReadonlyArray<[string, string, string]> = [
  ["/tigre-juntos-somos-mais", "Tigre: juntos somos mais", "partner-landing"],
  ["/register-pop-trade", "Cadastro de promotores Pop Trade", "register-pop-trade"],
  ["/register-seven-trade", "Cadastro de promotores Seven Trade", "register-seven-trade"],
  ["/intel-first-access", "Primeiro acesso de parceiros Intel", "intel-first-access"],
  ["/about-team", "Quem faz o Vitrine", "about-team"],
  [showcase, "Processadores para notebooks", "portfolio-course"]
]

/**
 * The trip through the provider: the browser's request to the provider's authorization URL (the
 * state, nonce and verifier made by our server) is taken over by the provider's own forms, driven
 * over HTTP as a person would (tests/support/oidcProvider.ts); the browser then arrives back at
 * the callback the provider answered, as it would after the provider's pages.
 */
const throughProvider = async (page: Page, email: string) => {
  // The provider's page stands in as a blank page (its forms are driven over HTTP): an aborted
  // navigation would land on Chromium's error page at a moment that could cut the next goto short.
  await page.route((url) => url.href.startsWith(provider.issuer), (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Test ID</title>" }))
  const request = page.waitForRequest((r) => r.url().startsWith(provider.issuer))
  await page.getByRole("button", { name: "Entrar com Test ID" }).click()
  const authorize = (await request).url()
  await page.waitForURL((u) => u.href.startsWith(provider.issuer))
  const back = await signInAtProvider(authorize, email, `${s.url}/login-redirect-v2`)
  await page.goto(back.pathname + back.search)
}

describe("the deployment's face", () => {
  for (const viewport of widths) {
    it(`shows every partner and portfolio route logged out, with axe clean (${viewport.name})`, async () => {
      const page = await open(viewport)
      await page.goto("/")
      await dismissCookies(page)
      for (const [path, heading, shot] of publicRoutes) {
        await page.goto(path)
        await page.getByRole("heading", { name: heading, level: 1 }).waitFor()
        await expectAccessible(page)
        await screenshot(page, `sso-${shot}`, viewport)
      }
      // The partner's sign-up names its agency and the landing leads to it.
      await page.goto("/register-pop-trade")
      await page.getByText("Seu cadastro fica vinculado à agência Pop Trade.").waitFor()
      await page.goto("/tigre-juntos-somos-mais")
      await page.getByRole("link", { name: "Quero me cadastrar" }).click()
      await page.waitForURL("**/register-pop-trade")
      // A draft course and a slug without an id are not in the showcase.
      await page.goto("/portfolio-course/sem-id")
      await page.getByText("Este endereço não aponta para um curso.").waitFor()
      // The closed routes of the shell send a visitor to login, remembering where they were going.
      for (const closed of ["/hotsite", "/about-the-team", "/onboarding", "/complete-register"]) {
        await page.goto(closed)
        await page.getByLabel("Usuário ou e-mail").waitFor()
        expect(new URL(page.url()).pathname).toBe("/")
      }
    }, 180_000)

    it(`signs in with a provider, and says 'Sem perfil cadastrado' for an unknown e-mail (${viewport.name})`, async () => {
      const page = await open(viewport)
      await page.goto("/")
      await dismissCookies(page)
      const button = page.getByRole("button", { name: "Entrar com Test ID" })
      await button.waitFor()
      await expectAccessible(page)
      await screenshot(page, "sso-login-buttons", viewport)
      await throughProvider(page, viewport.name === "phone" ? "nobody@example.com" : "ninguem@example.com")
      await page.getByText("Sem perfil cadastrado. Verifique com o gestor da plataforma para liberar corretamente a autenticação.").waitFor()
      expect(new URL(page.url()).search).toBe("")
      await expectAccessible(page)
      await screenshot(page, "sso-no-profile", viewport)

      await page.getByRole("link", { name: "Voltar ao login" }).click()
      // br-020 (phone) and br-021 (desktop) are approved learners of the demo.
      const email = (await (await s.fetch(`/api/admin/accounts/${viewport.name === "phone" ? "br-020" : "br-021"}`, { as: "admin" })).json()) as { email: string }
      await throughProvider(page, email.email)
      await page.waitForURL("**/home")
    }, 120_000)

    it(`leads a logged-in learner from the public routes to home, and shows the hotsite and the team page (${viewport.name})`, async () => {
      const page = await open(viewport)
      await logIn(page, viewport.name === "phone" ? "br-030" : "br-031")
      await page.waitForURL("**/home")
      for (const [path] of publicRoutes) {
        await page.goto(path)
        await page.waitForURL("**/home")
      }
      await page.goto("/hotsite")
      await page.getByRole("heading", { name: "Outono 2026: cada venda vale mais", level: 1 }).waitFor()
      await page.getByText("Campanha: Campanha Outono 2026").waitFor()
      await expectAccessible(page)
      await screenshot(page, "sso-hotsite", viewport)
      await page.goto("/about-the-team")
      await page.getByRole("heading", { name: "Quem faz o Vitrine", level: 1 }).waitFor()
      await expectAccessible(page)
    }, 120_000)

    it(`asks a client's learner for the nickname it requires, then shows its tour once (${viewport.name})`, async () => {
      // br-045 belongs to Parceiros Tigre in the demo; the desktop run adds br-046 the same way.
      const userId = viewport.name === "phone" ? "br-045" : "br-046"
      if (userId === "br-046") {
        const r = await s.fetch("/api/admin/clients/parceiros-tigre", { as: "admin" })
        expect(r.status).toBe(200)
        const decoded = s.programme.handler.decode("AddUserToClient", { clientId: "parceiros-tigre", userId })
        if (decoded._tag !== "Success") throw new Error("AddUserToClient does not decode")
        s.programme.executeSync({ commandId: "e2e-sso-member", at: Date.now(), actor: parseActor("admin:admin")!, command: decoded.value })
      }
      const page = await open(viewport)
      await page.goto("/")
      await page.getByLabel("Usuário ou e-mail").waitFor()
      await dismissCookies(page)
      await page.getByLabel("Usuário ou e-mail").fill(userId)
      await page.getByLabel("Senha").fill(demoPassword)
      await page.getByRole("button", { name: "Entrar", exact: true }).click()
      await page.getByRole("button", { name: "Entrar em Parceiros Tigre" }).click()
      await page.waitForURL("**/complete-register")
      await page.getByRole("heading", { name: "Complete seu cadastro", level: 1 }).waitFor()
      await page.getByText("Sua empresa pede estes dados antes de continuar: apelido.").waitFor()
      await expectAccessible(page)
      await screenshot(page, "sso-complete-register", viewport)
      // Any other screen brings the learner back here until the nickname is given.
      await page.goto("/home")
      await page.waitForURL("**/complete-register")
      await page.getByLabel("Apelido").fill("Lu")
      for (const [label, value] of [["CEP", "01310-100"], ["Logradouro", "Avenida Paulista"], ["Número", "1000"], ["Bairro", "Bela Vista"], ["Cidade", "São Paulo"], ["Estado", "SP"]] as const)
        if ((await page.getByLabel(label, { exact: true }).inputValue()) === "") await page.getByLabel(label, { exact: true }).fill(value)
      await page.getByRole("button", { name: "Salvar" }).click()
      await page.waitForURL("**/onboarding").catch(async (e: unknown) => {
        await screenshot(page, "sso-debug-save", viewport)
        throw e
      })
      await page.getByRole("heading", { name: "Boas-vindas! Conheça o que você pode fazer aqui", level: 1 }).waitFor()
      await expectAccessible(page)
      await screenshot(page, "sso-onboarding", viewport)
      await page.getByRole("button", { name: "Próximo" }).click()
      await page.getByText("Passo 2 de", { exact: false }).waitFor()
      await page.getByRole("button", { name: "Pular o tour" }).click()
      await page.waitForURL("**/home")
      // Shown once: the next visit goes straight on.
      await page.goto("/onboarding")
      await page.goto("/home")
      await page.waitForURL("**/home")
      expect((await (await s.fetch("/api/me/shell-steps", { as: userId })).json()) as unknown).toEqual({ missingProfileFields: [], onboarding: false })
    }, 180_000)
  }
})

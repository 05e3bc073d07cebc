import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { readMailbox } from "../../../adapters/outbox/localMailbox.ts"
import { codeIn, mailFor } from "../../support/selfService.ts"
import type { TestServer } from "../../support/server.ts"
import { check as checkAdmin, logIn as logInAdmin } from "../admin/support/pages.ts"
import { dismissCookies, expectAccessible, newPage, openMenuLink, screenshot, widths, type Viewport } from "./support/browser.ts"
import { demoPassword, startDemoServer } from "./support/demoServer.ts"

// Issue 14 end to end in Chromium on the demo: sign-up → approval in the console → first access
// by the e-mailed link → login; my data, phone verification, change password; recovery by an
// e-mailed link and by an SMS code (both read from the demo mailbox); deletion, after which the
// login fails and the console shows the account as erased. At 360 and 1280 px, axe on every screen.
let s: TestServer
beforeAll(async () => {
  s = await startDemoServer()
})
afterAll(() => s.close())

/** A CPF with its check digits, from nine digits. */
const cpf = (nine: string) => {
  const d = [...nine].map(Number)
  for (const n of [9, 10]) {
    let sum = 0
    for (let i = 0; i < n; i++) sum += d[i]! * (n + 1 - i)
    const r = (sum * 10) % 11
    d.push(r === 10 ? 0 : r)
  }
  return d.join("")
}

const look = async (page: Page, name: string, w: Viewport) => {
  await screenshot(page, name, w)
  await expectAccessible(page)
}

const linkIn = (body: string, route: string) => {
  const m = new RegExp(`/${route}/[^\\s)]+`).exec(body)
  if (!m) throw new Error(`no ${route} link in: ${body}`)
  return m[0]
}

const logIn = async (page: Page, username: string, password: string) => {
  await page.goto("/")
  await page.getByLabel("Usuário ou e-mail", { exact: true }).fill(username)
  await page.getByLabel("Senha", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Entrar", exact: true }).click()
}

const logOut = async (page: Page) => {
  await page.getByRole("button", { name: "Sair" }).click()
  await page.getByLabel("Usuário ou e-mail", { exact: true }).waitFor()
}

const setPassword = async (page: Page, password: string) => {
  await page.getByLabel("Nova senha", { exact: true }).fill(password)
  await page.getByLabel("Confirme a nova senha", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Salvar senha" }).click()
  await page.getByText("Senha salva. Entre com ela.").waitFor()
}

describe.each(widths.map((w, i) => [w.name, w, i] as const))("account self-service at %s width", (_, w, i) => {
  const person = {
    name: i === 0 ? "Joana Quitéria Albuquerque" : "Mário Antônio Figueiredo",
    email: `pessoa.${w.name}@exemplo.com.br`,
    document: cpf(`93541${i}347`),
    phone: `+55 11 98765-43${i}1`
  }
  let userId = ""
  let password = "Primeira-Senha-1"

  /** A new page on the login screen, the cookie banner answered. */
  const atLogin = async () => {
    const opened = await newPage(s.url, w)
    await opened.page.goto("/")
    await dismissCookies(opened.page)
    return opened
  }

  /** Logged in as the person who signed up, on a sub-page of their profile (issue 41, item 23). */
  const atProfile = async (section: "Meus dados" | "Segurança") => {
    const opened = await atLogin()
    await logIn(opened.page, person.email, password)
    await opened.page.waitForURL("**/home")
    await openMenuLink(opened.page, "Perfil")
    await opened.page.getByRole("navigation", { name: "Seções do perfil" }).getByRole("link", { name: section }).click()
    return opened
  }

  it("signs up with inline checks and the API's field errors, and lands on register-success", async () => {
    const { context, page } = await newPage(s.url, w)
    await page.goto("/")
    await page.getByLabel("Usuário ou e-mail", { exact: true }).waitFor()
    await dismissCookies(page)
    await page.getByRole("link", { name: "Cadastre-se" }).click()
    await page.getByRole("heading", { name: "Cadastre-se" }).waitFor()
    await look(page, "account-register", w)
    // Sent empty: every required field says so in place, nothing goes to the server.
    let posted = 0
    page.on("request", (r) => void (r.url().endsWith("/api/accounts") && r.method() === "POST" && posted++))
    await page.getByRole("button", { name: "Enviar cadastro" }).click()
    await page.getByText("Preencha o formulário corretamente.").waitFor()
    expect(await page.getByText("Preencha este campo.").count()).toBeGreaterThanOrEqual(8)
    expect(posted).toBe(0)
    // The document's mask, a bad CPF, a birthday too recent, mismatched e-mails: all inline.
    await page.getByLabel("Documento", { exact: true }).fill("11111111111")
    await expect.poll(() => page.getByLabel("Documento", { exact: true }).inputValue()).toBe("111.111.111-11")
    await page.getByLabel("E-mail", { exact: true }).fill(person.email)
    await page.getByLabel("Confirme o e-mail", { exact: true }).fill("outra@exemplo.com.br")
    await page.getByLabel("Data de nascimento", { exact: true }).fill("01012010")
    await page.getByLabel("Nome completo", { exact: true }).click()
    await page.getByText("Documento inválido.").waitFor()
    await page.getByText("O e-mail e a confirmação não conferem.").waitFor()
    await page.getByText("É preciso ter 18 anos ou mais para participar.").waitFor()
    await screenshot(page, "account-register-errors", w)
    // A document already registered (the demo admin's CPF) is the API's answer, shown on its field.
    await page.getByLabel("Nome completo", { exact: true }).fill(person.name)
    await page.getByLabel("Confirme o e-mail", { exact: true }).fill(person.email)
    await page.getByLabel("Documento", { exact: true }).fill("01234568942")
    await page.getByLabel("Celular", { exact: true }).fill(person.phone)
    await page.getByLabel("Data de nascimento", { exact: true }).fill("10/03/1990")
    await page.getByLabel("Gênero", { exact: true }).selectOption("female")
    await page.getByLabel("CEP", { exact: true }).fill("01310-100")
    await page.getByLabel("Logradouro", { exact: true }).fill("Avenida Paulista")
    await page.getByLabel("Número", { exact: true }).fill("1000")
    await page.getByLabel("Bairro", { exact: true }).fill("Bela Vista")
    await page.getByLabel("Cidade", { exact: true }).fill("São Paulo")
    await page.getByLabel("Estado", { exact: true }).fill("SP")
    await page.getByLabel(/^Empresa\ \/\ agência/).fill("Loja Centro")
    await page.getByLabel(/^Cargo\ \/\ função/).fill("Vendedora")
    await page.getByLabel(/Li e aceito/).check()
    await page.getByRole("button", { name: "Enviar cadastro" }).click()
    await page.getByText("Este documento já está cadastrado em outra conta deste país.").waitFor()
    expect(posted).toBe(1)
    await screenshot(page, "account-register-taken", w)
    await page.getByLabel("Documento", { exact: true }).fill(person.document)
    await page.getByRole("button", { name: "Enviar cadastro" }).click()
    await page.waitForURL("**/register-success")
    await page.getByText("Recebemos seu cadastro.", { exact: false }).waitFor()
    await look(page, "account-register-success", w)
    await context.close()
  })

  it("is approved in the console's sign-up queue, which sends the first-access link", async () => {
    const { context, page } = await newPage(s.url, w)
    await logInAdmin(page, s.url, "admin")
    await page.goto(`${s.url}/admin/#/sign-ups`)
    const row = page.locator("tbody tr", { hasText: person.name })
    await row.waitFor()
    await checkAdmin(page, `signups-queue-${w.name}`)
    await row.getByRole("button", { name: "Approve" }).click()
    await page.getByText("Sign-up approved").waitFor()
    await expect.poll(() => page.locator("tbody tr", { hasText: person.name }).count()).toBe(0)
    await context.close()
  })

  it("sets the first password through the e-mailed link (used once), then logs in", async () => {
    const [mail] = await mailFor(s, person.email)
    userId = mail!.userId!
    const link = linkIn(mail!.body, "set-password")
    const { context, page } = await newPage(s.url, w)
    await page.goto(link)
    await page.getByRole("heading", { name: "Crie sua senha" }).waitFor()
    await dismissCookies(page)
    // The meter follows the typing; a weak password is refused before sending.
    await page.getByLabel("Nova senha", { exact: true }).fill("abc")
    await page.getByText("Força da senha: fraca").waitFor()
    await page.getByRole("button", { name: "Salvar senha" }).click()
    await page.getByText("A senha não atende aos requisitos.").waitFor()
    await look(page, "account-set-password", w)
    await setPassword(page, password)
    await look(page, "account-set-password-done", w)
    // Single use: the same link now says so.
    await page.goto(link)
    await page.getByText("Este link é inválido ou já foi usado.").waitFor()
    await look(page, "account-link-used", w)
    await logIn(page, person.email, password)
    await page.waitForURL("**/home")
    await context.close()
  })

  it("edits my data, verifies the phone with the countdown, and changes the password on the profile", async () => {
    const { context, page } = await atProfile("Meus dados")
    await page.getByRole("heading", { name: "Editar meus dados" }).waitFor()
    await page.getByText("Abrir o formulário dos meus dados").click()
    await page.getByLabel("Cidade", { exact: true }).fill("")
    await page.getByLabel(/^Apelido/).click()
    await page.getByText("Preencha este campo.").waitFor()
    await page.getByLabel("Cidade", { exact: true }).fill("Campinas")
    await page.getByLabel(/^Apelido/).fill("Jo")
    await page.getByRole("button", { name: "Salvar" }).first().click()
    await page.getByText("Alterações salvas.").first().waitFor()
    // Phone verification: the 300-second countdown starts, the SMS code confirms it.
    await page.getByRole("button", { name: "Verificar celular" }).click()
    await page.getByText("Novo envio disponível em 5:00").waitFor()
    const [sms] = await mailFor(s, person.phone)
    await page.getByLabel("Código de 6 dígitos", { exact: true }).fill(codeIn(sms!.body))
    await page.getByRole("button", { name: "Confirmar código" }).click()
    await page.getByText("Celular verificado.").waitFor()
    await page.getByText("Verificado", { exact: true }).waitFor()
    // Change password, on the security sub-page: the current one wrong, then right.
    await page.getByRole("navigation", { name: "Seções do perfil" }).getByRole("link", { name: "Segurança" }).click()
    await page.getByLabel("Senha atual", { exact: true }).fill("errada-123")
    await page.getByLabel("Nova senha", { exact: true }).fill("Segunda-Senha-2")
    await page.getByLabel("Confirme a nova senha", { exact: true }).fill("Segunda-Senha-2")
    await page.getByRole("button", { name: "Alterar senha" }).click()
    await page.getByText("Erro ao alterar a senha, verifique a senha atual.").waitFor()
    await page.getByLabel("Senha atual", { exact: true }).fill(password)
    await page.getByRole("button", { name: "Alterar senha" }).click()
    await page.getByText("Senha alterada.", { exact: false }).waitFor()
    password = "Segunda-Senha-2"
    await look(page, "account-profile", w)
    await logOut(page)
    await logIn(page, person.email, password)
    // The app remembers the path it left (SPEC §2): the new password leads back to the profile.
    await page.waitForURL("**/profile/security")
    await context.close()
  })

  it("recovers the password by an e-mailed link", async () => {
    const { context, page } = await atLogin()
    await page.getByRole("link", { name: "Esqueci minha senha" }).click()
    await page.getByRole("heading", { name: "Recuperar senha" }).waitFor()
    await look(page, "account-request-password", w)
    const before = readMailbox(s.programme.db, { recipient: person.email }).length
    await page.getByLabel("E-mail", { exact: true }).fill(person.email)
    await page.getByRole("button", { name: "Enviar link" }).click()
    await page.getByText("Pedido recebido.", { exact: false }).waitFor()
    await look(page, "account-request-password-sent", w)
    const [mail] = await mailFor(s, person.email, before + 1)
    await page.goto(linkIn(mail!.body, "recover-password"))
    await page.getByRole("heading", { name: "Nova senha" }).waitFor()
    password = "Terceira-Senha-3"
    await setPassword(page, password)
    await logIn(page, person.email, password)
    await page.waitForURL("**/home")
    await context.close()
  })

  it("recovers the password by an SMS code: a wrong code is refused, the right one opens the form", async () => {
    const { context, page } = await newPage(s.url, w)
    await page.goto("/request-password")
    await page.getByRole("heading", { name: "Recuperar senha" }).waitFor()
    await dismissCookies(page)
    await page.getByLabel("Código por SMS ou WhatsApp", { exact: true }).check()
    await page.getByLabel("Identificar a conta por", { exact: true }).selectOption("username")
    await page.getByLabel("Usuário", { exact: true }).fill(userId)
    await page.getByLabel("Celular cadastrado", { exact: true }).fill(person.phone)
    const before = readMailbox(s.programme.db, { recipient: person.phone }).length
    await page.getByRole("button", { name: "Enviar código" }).click()
    await page.getByText("Você pode pedir outro código em 5:00.").waitFor()
    const [sms] = await mailFor(s, person.phone, before + 1)
    const code = codeIn(sms!.body)
    await page.getByLabel("Código de 6 dígitos", { exact: true }).fill(code === "000000" ? "111111" : "000000")
    await page.getByRole("button", { name: "Confirmar código" }).click()
    await page.getByText("Código inválido ou expirado.").waitFor()
    await look(page, "account-recovery-code", w)
    await page.getByLabel("Código de 6 dígitos", { exact: true }).fill(code)
    await page.getByRole("button", { name: "Confirmar código" }).click()
    await page.waitForURL("**/recover-password/**")
    password = "Quarta-Senha-4"
    await setPassword(page, password)
    await logIn(page, userId, password)
    await page.waitForURL("**/home")
    await context.close()
  })

  it("deletes the account after the full name is typed; then the login fails and the console shows it erased", async () => {
    const { context, page } = await atProfile("Segurança")
    await page.getByRole("button", { name: "Quero excluir minha conta" }).click()
    const name = page.getByLabel(/Para confirmar, digite seu nome completo/)
    await name.fill("Outra Pessoa")
    await page.getByRole("button", { name: "Excluir definitivamente" }).click()
    await page.getByText("O nome digitado não confere com o nome cadastrado.").waitFor()
    await look(page, "account-delete", w)
    // Case, accents and spacing do not matter.
    await name.fill(`  ${person.name.normalize("NFD").replace(/\p{M}/gu, "").toUpperCase()} `)
    await page.getByRole("button", { name: "Excluir definitivamente" }).click()
    await page.getByText("Sua conta foi excluída.").waitFor()
    await look(page, "account-deleted", w)
    await logIn(page, person.email, password)
    await page.getByText("Usuário ou senha inválidos.").waitFor()
    await context.close()

    const admin = await newPage(s.url, w)
    await logInAdmin(admin.page, s.url, "admin")
    await admin.page.goto(`${s.url}/admin/#/accounts/${encodeURIComponent(userId)}/show`)
    await admin.page.getByText("Account erased").waitFor()
    await admin.page.getByText(/erased at its holder's request on/).waitFor()
    const text = await admin.page.locator("main").innerText()
    for (const trace of [person.name, person.email, person.document]) expect(text).not.toContain(trace)
    await checkAdmin(admin.page, `account-erased-${w.name}`)
    // The page fits the screen: an admin on a phone reads the notice without scrolling sideways.
    expect(await admin.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w.width)
    await admin.context.close()
  })

  it("tells a blocked user whom to contact on login", async () => {
    const { context, page } = await atLogin()
    await logIn(page, "br-064", demoPassword)
    await page.getByText("Sua conta está bloqueada. Fale com o representante da sua loja ou com o suporte do programa.").waitFor()
    await look(page, "account-login-blocked", w)
    await context.close()
  })
})

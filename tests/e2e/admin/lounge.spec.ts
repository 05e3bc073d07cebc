import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { demoLoungeId } from "../../../fixtures/demo/lounge.ts"
import { passwordLogin } from "./support/api.ts"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, openConsole } from "./support/pages.ts"

// The instructor's live view of the demo's webinar lounge (issue 45, item 3): br-002's question
// waits for an answer, br-004's was answered; a learner's line reaches the open console by the
// lounge's event stream, and the instructor answers and hides from it.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)

/** A learner writes in the lounge through the learner API, as the learner app does. */
const say = async (userId: string, text: string) => {
  const { access_token } = (await (await passwordLogin(s.url, userId)).json()) as { access_token: string }
  const r = await fetch(`${s.url}/api/me/lounges/${demoLoungeId}/messages`, { method: "POST", headers: { authorization: `Bearer ${access_token}`, "content-type": "application/json" }, body: JSON.stringify({ text }) })
  expect(r.status).toBe(201)
}

describe("webinar lounges in the console", () => {
  it("lists the lounges and shows the live view, at 360 and 1280 px", async () => {
    for (const [name, width] of [["phone", 360], ["desktop", 1280]] as const) {
      await page.setViewportSize({ width, height: 800 })
      await go("/lounges")
      await page.getByText("Lançamentos 2026: notebooks para o varejo").first().waitFor()
      await check(page, `lounges-${name}`)
      await go(`/lounges/${demoLoungeId}/show`)
      await page.getByText("Questions to answer (1)").waitFor()
      await page.getByText("A gravação fica disponível depois?").waitFor()
      await page.getByText(/pontuação em dobro no primeiro mês/).waitFor()
      await page.getByText("Live", { exact: true }).waitFor()
      await check(page, `lounge-live-${name}`)
    }
  })

  it("receives a learner's line live, answers the waiting question and hides a line", async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await go(`/lounges/${demoLoungeId}/show`)
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor()
    await say("br-001", "Linha ao vivo para o instrutor")
    await expect.poll(() => page.getByText("Linha ao vivo para o instrutor").count(), { timeout: 5_000 }).toBe(1)

    await page.getByLabel("Your answer").fill("Sim, no portal, a partir de amanhã.")
    await page.getByRole("button", { name: "Answer", exact: true }).click()
    await page.getByRole("heading", { name: "Questions to answer (0)" }).waitFor()
    await page.getByText("Sim, no portal, a partir de amanhã.").waitFor()
    expect(s.programme.db.prepare("SELECT answer FROM lounge_questions WHERE question_id = 'demo-lounge-q2'").pluck().get()).toBe("Sim, no portal, a partir de amanhã.")

    await page.getByRole("button", { name: "Hide the line of Mariana Costa Ribeiro" }).last().click()
    await expect.poll(() => page.getByText("Linha ao vivo para o instrutor").count()).toBe(0)
    await check(page, "lounge-live-moderated")
  })
})

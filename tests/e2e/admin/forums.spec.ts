import type { Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DemoServer } from "./support/demoServer.ts"
import { check, closeConsole, openConsole, rows } from "./support/pages.ts"

// Forum moderation in the console (issue 46, item 6) over the demo: br-001 reported a reply of the
// "i5 ou i7" topic; the queue puts it first; the topic's page closes, reopens and removes.
let s: DemoServer
let page: Page
beforeAll(async () => void ({ s, page } = await openConsole({ as: "admin" })), 120_000)
afterAll(() => closeConsole(s))

const go = (hash: string) => page.goto(`${s.url}/admin/#${hash}`)
const topicStatus = () => s.programme.db.prepare("SELECT status FROM forum_topics WHERE topic_id = 'forum-i5-i7'").pluck().get()
const replyStatus = () => s.programme.db.prepare("SELECT status FROM forum_posts WHERE topic_id = 'forum-i5-i7' AND post_id = 'forum-i5-i7-r2'").pluck().get()

describe("forum moderation", () => {
  it("lists reported posts first and shows a topic with its posts and history, at 360 and 1280 px", async () => {
    for (const [name, width] of [["phone", 360], ["desktop", 1280]] as const) {
      await page.setViewportSize({ width, height: 800 })
      await go("/forum-posts")
      await page.getByText("Concordo. O i7 compensa").first().waitFor()
      // The most reported first: the table's first row on a desktop (a phone shows a simple list).
      if (name === "desktop") await rows(page).first().getByText("Concordo. O i7 compensa").waitFor()
      await check(page, `forum-queue-${name}`)
      await go("/forum-topics/forum-i5-i7/show")
      await page.getByText("i5 ou i7 para quem trabalha com planilhas?").first().waitFor()
      await page.getByText("Para planilhas, a <strong>memória</strong>", { exact: false }).waitFor()
      await page.getByText("Forum topic started").first().waitFor()
      await check(page, `forum-topic-${name}`)
    }
  })

  it("closes and reopens a topic, and removes a reported post after a confirmation", async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await go("/forum-topics/forum-i5-i7/show")
    await page.getByRole("button", { name: "Close topic" }).click()
    await page.getByRole("button", { name: "Reopen topic" }).waitFor()
    expect(topicStatus()).toBe("closed")
    await page.getByRole("button", { name: "Reopen topic" }).click()
    await page.getByRole("button", { name: "Close topic" }).waitFor()
    expect(topicStatus()).toBe("open")
    const row = page.getByTestId("topic-posts").locator("article").filter({ hasText: "Concordo. O i7 compensa" })
    await row.getByRole("button", { name: "Remove" }).click()
    const dialog = page.getByRole("dialog", { name: "Remove this post?" })
    await dialog.getByLabel("Reason (optional)").fill("Propaganda")
    await check(page, "forum-remove-dialog")
    await dialog.getByRole("button", { name: "Confirm" }).click()
    await dialog.waitFor({ state: "hidden" })
    await row.getByText("Removed").waitFor()
    expect(replyStatus()).toBe("removed")
  })
})

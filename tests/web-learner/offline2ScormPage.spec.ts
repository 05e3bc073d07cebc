import { describe, expect, it } from "vitest"
import { offlineScormPage, offlineScormTarget, offlineScormUrl, resumeState } from "../../web-learner/src/features/offline/api/offline2ScormPage.ts"

// The page the worker answers for a SCORM package kept offline (issue 48): the package's own
// files written in as data: links (a sandboxed page's own requests are no worker's to answer),
// the attempt's state and the runtime before the package's scripts.
const text = (s: string) => new TextEncoder().encode(s)
const decoded = (url: string) => new TextDecoder().decode(Uint8Array.from(atob(url.split(",")[1]!), (c) => c.charCodeAt(0)))

const files = {
  "index.html": text(
    '<!doctype html><html><head><link rel="stylesheet" href="css/site.css"><script src="https://cdn.example/x.js"></script></head>' +
      '<body><img src="img/logo.png" alt=""><a href="page2.html">next</a><script src="sco.js"></script><script src="../outside.js"></script></body></html>'
  ),
  "css/site.css": text('body { background: url("../img/logo.png") } .x { background: url(missing.png) }'),
  "img/logo.png": Uint8Array.from([137, 80, 78, 71]),
  "sco.js": text("window.parent.API.LMSInitialize('')"),
  "page2.html": text("<p>two</p>")
}
const scorm = { launch: "index.html", state: { version: "1.2" as const, seq: 3, cmi: { "cmi.core.lesson_location": "2" } }, runtime: "window.API = {}" }

describe("offlineScormPage", () => {
  const page = offlineScormPage(files, "index.html", scorm, { ...scorm.state, seq: 5 })!

  it("puts the state given and the runtime first in <head>, before any script of the package", () => {
    const state = /<script type="application\/json" id="vitrine-scorm-state">(.*?)<\/script>/.exec(page)
    expect(JSON.parse(state![1]!)).toEqual({ version: "1.2", seq: 5, cmi: { "cmi.core.lesson_location": "2" } })
    const runtime = /<script src="(data:text\/javascript;base64,[^"]+)"><\/script>/.exec(page)![1]!
    expect(decoded(runtime)).toBe("window.API = {}")
    expect(page.indexOf(runtime)).toBeLessThan(page.indexOf("data:text/javascript;base64," + btoa("window.parent.API.LMSInitialize('')")))
    expect(page.indexOf("<head>")).toBeLessThan(page.indexOf("vitrine-scorm-state"))
  })

  it("writes the package's scripts, images and stylesheets (with their url()s) in as data: links", () => {
    expect(page).toContain(`src="data:text/javascript;base64,${btoa("window.parent.API.LMSInitialize('')")}"`)
    expect(page).toContain(`src="data:image/png;base64,${btoa(String.fromCharCode(137, 80, 78, 71))}"`)
    const css = decoded(/<link rel="stylesheet" href="(data:text\/css;base64,[^"]+)"/.exec(page)![1]!)
    expect(css).toContain(`url("data:image/png;base64,${btoa(String.fromCharCode(137, 80, 78, 71))}")`)
    expect(css).toContain("url(missing.png)")
  })

  it("leaves links to pages, other hosts and paths out of the package as they are", () => {
    expect(page).toContain('<a href="page2.html">')
    expect(page).toContain('src="https://cdn.example/x.js"')
    expect(page).toContain('src="../outside.js"')
  })

  it("is undefined for a path the package does not have", () => {
    expect(offlineScormPage(files, "nope.html", scorm, scorm.state)).toBeUndefined()
  })
})

describe("offlineScormUrl and offlineScormTarget", () => {
  it("name the kept item, the page inside the zip and the state, and read them back", () => {
    const url = new URL(offlineScormUrl("course-1:a 1", "sub dir/index.html", scorm.state), "http://x")
    expect(url.pathname.startsWith("/offline2-scorm/")).toBe(true)
    expect(offlineScormTarget(url)).toEqual({ itemId: "course-1:a 1", path: "sub dir/index.html", state: scorm.state })
  })

  it("refuses a URL without a page or with a state that is not JSON", () => {
    expect(offlineScormTarget(new URL("http://x/offline2-scorm/item"))).toBeUndefined()
    expect(offlineScormTarget(new URL("http://x/offline2-scorm/item/index.html?state=%7Bnot"))).toBeUndefined()
  })
})

describe("resumeState", () => {
  const kept = { version: "1.2" as const, seq: 2, cmi: { "cmi.core.lesson_location": "1", "cmi.core.lesson_status": "incomplete" } }
  const waiting = (seq: number, values: Record<string, string>, activityId = "s12") => ({ courseId: "c", activityId, seq, values })

  it("lays the commits still waiting over the kept state, in order: a second offline opening resumes where the first stopped", () => {
    const state = resumeState(kept, [waiting(3, { "cmi.core.lesson_location": "2" }), waiting(4, { "cmi.core.lesson_location": "3", "cmi.suspend_data": "x" })], "c", "s12")
    expect(state).toEqual({ version: "1.2", seq: 4, cmi: { "cmi.core.lesson_location": "3", "cmi.core.lesson_status": "incomplete", "cmi.suspend_data": "x" } })
  })

  it("leaves out another activity's commits and those the kept state already holds", () => {
    expect(resumeState(kept, [waiting(2, { "cmi.core.lesson_location": "9" }), waiting(5, { "cmi.core.lesson_location": "7" }, "s2004")], "c", "s12")).toEqual(kept)
  })
})

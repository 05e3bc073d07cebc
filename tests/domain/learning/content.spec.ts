import { afterEach, describe, expect, it } from "vitest"
import { embedUrlOf } from "../../../domain/rules/embeds.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { standardProgramme } from "../../support/setup.ts"
import { createCourse } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const base = () => standardProgramme(scenario())
const one = (type: string, content: Record<string, unknown>) => ({ activities: [{ activityId: "a1", type, hierarchyOrder: 1, mandatory: true, blocking: false, content }] })

describe("activity content (DESIGN §4.8)", () => {
  it("is the kind the activity's type plays", () => {
    s = base()
    s.when(createCourse("K1", one("pdf", { kind: "html", html: "<p>oi</p>" }))).thenRejects("course.content_mismatch", { activityId: "a1", type: "pdf", kind: "html" })
    s.when(createCourse("K1", one("youtube", { kind: "file", fileId: "f1" }))).thenRejects("course.content_mismatch", { activityId: "a1", type: "youtube", kind: "file" })
    s.when(createCourse("K1", one("conventional_test", { kind: "file", fileId: "f1" }))).thenRejects("course.content_mismatch", { activityId: "a1", type: "conventional_test", kind: "file" })
    expect(s.when(createCourse("K1", one("pdf", { kind: "file", fileId: "f1" }))).handled.outcome.status).toBe("accepted")
  })

  it("embeds only YouTube, Vimeo, Wowza and SlideShare pages, over https", () => {
    s = base()
    s.when(createCourse("K1", one("youtube", { kind: "url", url: "https://evil.example/watch?v=x" }))).thenRejects("course.embed_not_allowed", { activityId: "a1", host: "evil.example" })
    s.when(createCourse("K1", one("youtube", { kind: "url", url: "http://www.youtube.com/watch?v=x" }))).thenRejects("course.embed_not_allowed", { activityId: "a1", host: "www.youtube.com" })
    // A look-alike domain is not a subdomain.
    s.when(createCourse("K1", one("vimeo", { kind: "url", url: "https://notvimeo.com/1" }))).thenRejects("course.embed_not_allowed", { activityId: "a1", host: "notvimeo.com" })
    // Each type its own hosts: a Vimeo page is no YouTube activity.
    s.when(createCourse("K1", one("youtube", { kind: "url", url: "https://vimeo.com/1" }))).thenRejects("course.embed_not_allowed", { activityId: "a1", host: "vimeo.com" })
    expect(s.when(createCourse("K1", one("linkedin_slidshare", { kind: "url", url: "https://www.slideshare.net/slideshow/embed_code/key/abc" }))).handled.outcome.status).toBe("accepted")
    expect(s.when(createCourse("K2", one("vimeo", { kind: "url", url: "https://player.vimeo.com/video/76979871" }))).handled.outcome.status).toBe("accepted")
  })

  it("keeps the catalogue fields: cover and support materials", () => {
    s = base()
    const { events } = s.when(createCourse("K1", { coverFileId: "cover-1", supportMaterials: [{ fileId: "m1", title: "Tabela" }] }))
    expect(events[0]).toMatchObject({ _tag: "CourseCreated", coverFileId: "cover-1", supportMaterials: [{ fileId: "m1", title: "Tabela" }] })
  })

  it("turns watch pages into their players", () => {
    expect(embedUrlOf("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")
    expect(embedUrlOf("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ")
    expect(embedUrlOf("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871")
  })
})

import { afterEach, describe, it } from "vitest"
import { CatalogCourseAdded, CatalogCreated } from "../../../domain/catalog/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { classesWorld } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

const create = (extra: Record<string, unknown> = {}) => ({ type: "CreateCatalog", payload: { catalogId: "cat1", clientId: "academy", title: "Presenciais SP", ...extra } })

describe("CreateCatalog and AddCatalogCourse", () => {
  it("holds existing presential courses, each once, of a known client", () => {
    s = scenario().run(...classesWorld)
    s.when(create({ clientId: "nope" })).thenRejects("catalog.client_unknown")
    s.when(create({ courseIds: ["nope"] })).thenRejects("catalog.course_unknown", { courseId: "nope" })
    s.when(create({ courseIds: ["pc1", "pc1"] })).thenRejects("catalog.course_repeated")
    s.when(create({ courseIds: ["pc1"] })).thenEvents(
      new CatalogCreated({ catalogId: "cat1", clientId: "academy", title: "Presenciais SP" }),
      new CatalogCourseAdded({ catalogId: "cat1", courseId: "pc1" })
    )
    s.when(create()).thenRejects("catalog.already_exists")
    s.when({ type: "AddCatalogCourse", payload: { catalogId: "cat1", courseId: "pc1" } }).thenRejects("catalog.course_repeated")
    s.when({ type: "AddCatalogCourse", payload: { catalogId: "cat2", courseId: "pc1" } }).thenRejects("catalog.not_found")
    s.when({ type: "AddCatalogCourse", payload: { catalogId: "cat1", courseId: "pc1" }, actor: "user:u1" }).thenRejects("auth.forbidden")
  })
})

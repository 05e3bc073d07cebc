import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { toScheduleClass, validateClass } from "../../../../web-admin/src/classes/classValidation.ts"
import type { TestServer } from "../../../support/server.ts"
import { raClient } from "../admin/raClient.ts"
import { startClassesServer } from "./classesServer.ts"

let s: TestServer
beforeAll(async () => {
  s = await startClassesServer()
}, 120_000)
afterAll(() => s.close())

/** What the console's create form holds for a weekly invited-only webinar (its fields as react-admin keeps them). */
const form = {
  id: "w-form",
  type: "webinar",
  title: "Webinar do formulário",
  clientId: "academy",
  country: "BR",
  courseId: "",
  date: "2026-05-12",
  startTime: "19:30",
  endTime: "20:30",
  vacancy: "30",
  instructorId: "ins",
  inviteOnly: true,
  link: "",
  recurrence: { freq: "weekly", count: 3 }
}

describe("the console's class and catalog forms through ra-data-simple-rest", () => {
  it("the form's checks mirror ScheduleClass's: an end after the start, a course for a presential class, a whole recurrence", () => {
    expect(validateClass(form)).toEqual({})
    expect(validateClass({ ...form, endTime: "19:30" })).toEqual({ endTime: "vitrine.classes2.ends_before_start" })
    expect(validateClass({ ...form, type: "presential_class" })).toEqual({ courseId: "vitrine.classes2.course_required" })
    expect(validateClass({ ...form, recurrence: { freq: "weekly", count: null } })).toEqual({ recurrence: { count: "vitrine.classes2.recurrence_count" } })
    expect(validateClass({ ...form, recurrence: { freq: "", count: 4 } })).toEqual({ recurrence: { freq: "vitrine.classes2.recurrence_freq" } })
  })

  it("creates the form's webinar, its times in the class's zone, invited-only and weekly", async () => {
    const admin = raClient(s, "adm")
    const created = await admin.create("classes", { data: toScheduleClass(form) })
    expect(created.data).toMatchObject({ id: "w-form", type: "webinar", inviteOnly: true, vacancy: 30, recurrence: { freq: "weekly", count: 3 }, timeZone: "America/Sao_Paulo", courseId: null })
    const one = await admin.getOne("classes", { id: "w-form" })
    expect(one.data).toMatchObject({ startsAtMs: Date.parse("2026-05-12T19:30:00-03:00"), instructorId: "ins", status: "pre_scheduled" })
    // Without the form's own checks, the server answers the same rule with its code.
    await expect(admin.create("classes", { data: toScheduleClass({ ...form, id: "w-late", endTime: "19:00" }) })).rejects.toMatchObject({ status: 422, body: { code: "class.ends_before_start" } })
    await expect(admin.create("classes", { data: toScheduleClass({ ...form, id: "w-many", vacancy: "0" }) })).rejects.toMatchObject({ status: 400 })
  })

  it("creates a catalog from its form, with the courses picked", async () => {
    const admin = raClient(s, "adm")
    const created = await admin.create("classes-catalogs", { data: { id: "cat-form", catalogId: "cat-form", clientId: "academy", title: "Catálogo do formulário", description: "", courseIds: ["pc-store"] } })
    expect(created.data).toMatchObject({ id: "cat-form", courseIds: ["pc-store"], description: null })
  })
})

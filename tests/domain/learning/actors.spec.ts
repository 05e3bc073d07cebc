import { afterEach, describe, it } from "vitest"
import { scenario, type Scenario } from "../../support/scenario.ts"
import { account, cpfs } from "../../support/setup.ts"
import { answers, createCourse, enrol, learning, save, start, submit } from "./support.ts"

let s: Scenario
afterEach(() => s.close())

describe("who may issue the learning commands", () => {
  it("a learner acts only about themself, an attempt being its owner's", () => {
    s = learning(scenario()).run(...account("u2", cpfs[1]!), start("at1", "T1"))
    s.when({ ...enrol("K1", "u1"), actor: "user:u2" }).thenRejects("auth.forbidden")
    s.when({ ...start("at2", "T1", "u1"), actor: "user:u2" }).thenRejects("auth.forbidden")
    s.when(save("at1", answers(4), "u2")).thenRejects("auth.forbidden")
    s.when(submit("at1", answers(4), "u2")).thenRejects("auth.forbidden")
  })

  it("courses are an admin's to create", () => {
    s = learning(scenario())
    s.when({ ...createCourse("K9"), actor: "user:u1" }).thenRejects("auth.forbidden")
    s.when({ ...createCourse("K9"), actor: "admin:u1" }).thenRejects("auth.forbidden")
    s.run({ ...createCourse("K9"), actor: "admin:adm" })
  })
})

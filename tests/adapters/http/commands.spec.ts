import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { afterAll, beforeAll } from "vitest"
import { submitCommand, type CommandRequest } from "../../../adapters/http/commands.ts"
import { startTestServer, type TestServer } from "../../support/server.ts"

let s: TestServer
beforeAll(async () => {
  s = await startTestServer()
})
afterAll(() => s.close())

const system = { kind: "system" } as const
const run = (request: CommandRequest) => submitCommand(request).pipe(Effect.provide(s.server.context))
const failure = (request: CommandRequest) => Effect.map(Effect.flip(run(request)), (f) => [f.status, f.code, f.details] as const)

describe("submitCommand, the one way handlers run a command", () => {
  it.effect("commits an accepted command and answers the first outcome to a repeated command id", () =>
    Effect.gen(function* () {
      const first = yield* run({ type: "CreateBrand", payload: { brandId: "nova", name: "Nova" }, actor: system, idempotencyKey: "key-1" })
      expect([first.handled.outcome.status, first.repeated, first.handled.events.length]).toEqual(["accepted", false, 1])
      const before = s.programme.log.lastPosition()
      const again = yield* run({ type: "CreateBrand", payload: { brandId: "nova", name: "Nova" }, actor: system, idempotencyKey: "key-1" })
      expect([again.handled.outcome.status, again.repeated]).toEqual(["accepted", true])
      expect(s.programme.log.lastPosition()).toBe(before)
    })
  )

  it.effect("answers malformed input and unknown commands with 400 and the field paths", () =>
    Effect.gen(function* () {
      const [status, code, details] = yield* failure({ type: "CreateBrand", payload: { brandId: "" }, actor: system })
      expect([status, code]).toEqual([400, "input.invalid"])
      expect((details["issues"] as Array<{ path: string }>).map((i) => i.path).sort()).toEqual(["brandId", "name"])
      expect(yield* failure({ type: "LaunchRocket", payload: {}, actor: system })).toEqual([400, "input.unknown_command", { type: "LaunchRocket" }])
    })
  )

  it.effect("answers rule rejections with their code's status: 409, 422, 404, 403", () =>
    Effect.gen(function* () {
      expect((yield* failure({ type: "CreateBrand", payload: { brandId: "acme", name: "Again" }, actor: system })).slice(0, 2)).toEqual([409, "reference.already_exists"])
      expect((yield* failure({ type: "CreateAgency", payload: { agencyId: "x", name: "X", brandIds: ["nope"] }, actor: system })).slice(0, 2)).toEqual([422, "reference.unknown"])
      expect((yield* failure({ type: "ApproveSale", payload: { saleId: "nope" }, actor: system })).slice(0, 2)).toEqual([404, "sale.not_found"])
      expect((yield* failure({ type: "CreateBrand", payload: { brandId: "b2", name: "B" }, actor: { kind: "user", userId: "u1" } })).slice(0, 2)).toEqual([403, "auth.forbidden"])
    })
  )
})

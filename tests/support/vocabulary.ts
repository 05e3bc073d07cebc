import { fc } from "@fast-check/vitest"
import type { Scenario, Step } from "./scenario.ts"
import { addDays, localDate } from "../../domain/rules/dates.ts"
import { account, cpfs, register, standardProgramme } from "./setup.ts"

/**
 * Random commands from the fixture vocabulary over a small programme: the setup's standard
 * programme (campaign C1 with stores st1/st2, agency ag1, learner u1 registered) plus learner
 * u2, approved and registered. u3 and u4 do not exist until a RegisterAccount creates them.
 * Many commands are accepted, many are refused by a rule or by the actor check; every payload
 * decodes. Business time moves forward from 2026-01-10 to 2026-03-25 (after C1's end).
 */
export const vocabularyWorld = (s: Scenario): Scenario => standardProgramme(s).run(...account("u2", cpfs[1]!), register("u2"))

const user = fc.constantFrom("u1", "u1", "u2", "u2", "u3", "u4")
const saleId = fc.constantFrom("s1", "s2", "s3", "s4", "s5")

/** Mostly the programme and its admin, so that most commands reach the rules. */
const actor = fc.oneof(
  { arbitrary: fc.constant("system"), weight: 4 },
  { arbitrary: fc.constant("admin:adm"), weight: 2 },
  { arbitrary: user.map((u) => `user:${u}`), weight: 1 }
)

type Draw = (today: string) => Pick<Step, "type" | "payload">

// RegisterAccount, Approve/Block/UnblockAccount, RegisterForCampaign, ReportSale, ApproveSale, ReproveSale, …
const weights = [1, 1, 1, 1, 1, 6, 3, 2]

const draws: ReadonlyArray<fc.Arbitrary<Draw>> = [
  fc.record({
    userId: user,
    country: fc.constantFrom("BR", "BR", "AR"),
    document: fc.constantFrom(cpfs[2]!, cpfs[3]!, "12345678", "111.111.111-11"),
    email: fc.constantFrom("ana@exemplo.com.br", "ana@exemplo.com.br", "ana@exemplo"),
    fullName: fc.constant("Ana Souza"),
    birthday: fc.constantFrom("1990-05-17", "2008-02-01", "2027-01-01"),
    role: fc.constantFrom("learner", "learner", "auditor")
  }).map((payload) => () => ({ type: "RegisterAccount", payload })),
  user.map((userId) => () => ({ type: "ApproveAccount", payload: { userId } })),
  user.map((userId) => () => ({ type: "BlockAccount", payload: { userId, reason: "Fraude" } })),
  user.map((userId) => () => ({ type: "UnblockAccount", payload: { userId } })),
  fc.record({ userId: user, acceptTerms: fc.boolean(), storeIds: fc.subarray(["st1", "st2"]) }).map(({ userId, acceptTerms, storeIds }) => () => ({
    type: "RegisterForCampaign",
    payload: { campaignId: "C1", userId, acceptTerms, agencyId: "ag1", brandIds: ["acme"], storeIds }
  })),
  fc.record({
    saleId,
    userId: user,
    invoiceNumber: fc.constantFrom("NF 1", "nf1", "NF-2", "NF-3", "NF-4"),
    daysAgo: fc.constantFrom(0, 1, 5, 15, 16, -1),
    storeId: fc.constantFrom("st1", "st1", "st2"),
    sku: fc.constantFrom("NB-100", "DT-200", "MN-300", "XX-1"),
    quantity: fc.constantFrom(1, 3, 4, 0, 1000)
  }).map(({ sku, quantity, daysAgo, ...rest }) => (today: string) => ({
    type: "ReportSale",
    payload: { ...rest, campaignId: "C1", saleDate: addDays(today, -daysAgo), lines: [{ sku, quantity }] }
  })),
  saleId.map((id) => () => ({ type: "ApproveSale", payload: { saleId: id } })),
  saleId.map((id) => () => ({ type: "ReproveSale", payload: { saleId: id, reason: "Nota ilegível" } })),
  fc.record({ userId: user, points: fc.constantFrom(-300, 0, 200) }).map(({ userId, points }) => () => ({
    type: "AdjustPoints",
    payload: { userId, campaignId: "C1", points, reason: "Correção" }
  })),
  fc.record({ userId: user, toLevel: fc.constantFrom(2, 3) }).map((payload) => () => ({ type: "ApproveLevelUp", payload })),
  user.map((userId) => () => ({ type: "RejectLevelUp", payload: { userId, toLevel: 2, reason: "Vendas suspeitas" } })),
  fc.record({ userId: user, points: fc.constantFrom(50, 400) }).map(({ userId, points }) => () => ({
    type: "DebitPoints",
    payload: { userId, campaignId: "C1", ref: `o-${userId}-${points}`, points, reason: "redemption" }
  })),
  fc.constantFrom("st1", "st2").map((storeId) => () => ({ type: "EnrollStore", payload: { campaignId: "C1", storeId } })),
  fc.constant(() => ({ type: "CloseCampaign", payload: { campaignId: "C1" } })),
  fc.constantFrom("nova", "acme").map((brandId) => () => ({ type: "CreateBrand", payload: { brandId, name: "Marca" } }))
]

/** Sales and their audits come up most, as in a real programme's log. */
const draw = fc.oneof(...draws.map((arbitrary, i) => ({ arbitrary, weight: weights[i] ?? 1 })))

const day = 86_400_000
const start = Date.parse("2026-01-10T09:00:00-03:00")

/** A sequence of steps, each with an actor and a business time (in order). */
export const stepSequence = (minLength: number, maxLength: number): fc.Arbitrary<ReadonlyArray<Step>> =>
  fc
    .array(fc.tuple(draw, actor, fc.integer({ min: 0, max: 74 * day })), { minLength, maxLength })
    .map((steps) =>
      steps
        .sort((a, b) => a[2] - b[2])
        .map(([draw, who, offset]) => {
          const at = start + offset
          return { ...draw(localDate(at, "America/Sao_Paulo")), actor: who, at: new Date(at).toISOString() }
        })
    )

import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { TestServer } from "../../../support/server.ts"
import { logLength, startAdminServer } from "./adminServer.ts"
import { raClient } from "./raClient.ts"

let s: TestServer
beforeAll(async () => {
  s = await startAdminServer()
})
afterAll(() => s.close())

/** What react-admin's client rejects with: the server's status and `{code, message}`. */
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => ({ status: 200, code: "none" }),
    (e: { status: number; body: { code: string; message: string } }) => ({ status: e.status, code: e.body.code, said: e.body.message !== "" })
  )

// Issue 41 item 17: reference data has show and edit in the console, each edit a command in the log.
describe("Reference data edited through ra-data-simple-rest (PUT /api/admin/<res>/:id)", () => {
  it("edits a store, a chain, a brand, an agency and a product, each answered as it now reads", async () => {
    const ra = raClient(s, "root")
    const store = await ra.getOne("stores", { id: "st1" })
    const moved = await ra.update("stores", { id: "st1", data: { ...store.data, name: "Casa Digital Augusta", city: "Santos" }, previousData: store.data })
    expect(moved.data).toMatchObject({ id: "st1", name: "Casa Digital Augusta", city: "Santos", chainId: "ch1", country: "BR" })
    expect((await ra.update("chains", { id: "ch1", data: { name: "Casa Digital SA" }, previousData: { id: "ch1" } })).data).toMatchObject({ name: "Casa Digital SA", country: "BR" })
    expect((await ra.update("brands", { id: "acme", data: { name: "Acme Brasil" }, previousData: { id: "acme" } })).data).toEqual({ id: "acme", name: "Acme Brasil" })
    const agency = await ra.update("agencies", { id: "ag1", data: { name: "Agência Sul 2", brandIds: ["acme"] }, previousData: { id: "ag1" } })
    expect(agency.data).toEqual({ id: "ag1", name: "Agência Sul 2", brandIds: ["acme"] })
    const product = await ra.getOne("products", { id: "NB-100" })
    const edited = await ra.update("products", { id: "NB-100", data: { ...product.data, processor: "", generation: "14" }, previousData: product.data })
    expect(edited.data).toMatchObject({ sku: "NB-100", brandName: "Acme Brasil", processor: null, generation: "14" })
  })

  it("records each edit in the record's history, by whom", async () => {
    const ra = raClient(s, "root")
    const history = await ra.getList("events", { pagination: { page: 1, perPage: 10 }, sort: { field: "id", order: "ASC" }, filter: { streamId: "store-st1", type: "StoreUpdated" } })
    expect(history.data.map((e) => [e["type"], e["actor"]])).toEqual([["StoreUpdated", "admin:root"]])
  })

  it("refuses what the domain refuses, and another country's store as unseen, appending nothing", async () => {
    const before = logLength(s)
    const ra = raClient(s, "root")
    expect(await refusal(ra.update("stores", { id: "st1", data: { chainId: "ch-ar", name: "X", city: "Y" }, previousData: { id: "st1" } }))).toEqual({ status: 422, code: "reference.country_mismatch", said: true })
    expect(await refusal(ra.update("products", { id: "NB-100", data: { productType: "notebook", brandId: "ghost" }, previousData: { id: "NB-100" } }))).toEqual({ status: 422, code: "reference.unknown", said: true })
    expect(await refusal(ra.update("brands", { id: "acme", data: { name: "" }, previousData: { id: "acme" } }))).toEqual({ status: 400, code: "input.invalid", said: true })
    expect(await refusal(ra.update("brands", { id: "nope", data: { name: "X" }, previousData: { id: "nope" } }))).toMatchObject({ status: 404 })
    expect(await refusal(raClient(s, "ar-adm").update("stores", { id: "st1", data: { chainId: "ch1", name: "X", city: "Y" }, previousData: { id: "st1" } }))).toMatchObject({ status: 404 })
    expect(await refusal(raClient(s, "aud").update("brands", { id: "acme", data: { name: "X" }, previousData: { id: "acme" } }))).toMatchObject({ status: 403 })
    expect(await refusal(ra.update("sales", { id: "s1", data: { status: "approved" }, previousData: { id: "s1" } }))).toMatchObject({ status: 404 })
    expect(logLength(s)).toBe(before)
  })

  it("offers the enrol picker only the stores a campaign has not enrolled", async () => {
    const ra = raClient(s, "root")
    const offered = async (campaignId: string) =>
      (await ra.getList("stores", { pagination: { page: 1, perPage: 50 }, sort: { field: "id", order: "ASC" }, filter: { country: "BR", notInCampaignId: campaignId } })).data.map((r) => r.id)
    const enrolled = (await ra.getList("stores", { pagination: { page: 1, perPage: 50 }, sort: { field: "id", order: "ASC" }, filter: { campaignId: "BR-Q1" } })).data.map((r) => r.id)
    expect(enrolled).toContain("st1")
    expect(await offered("BR-Q1")).not.toContain("st1")
    expect(await offered("AR-Q1")).toContain("st1")
  })
})

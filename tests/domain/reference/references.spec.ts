import { afterEach, describe, it } from "vitest"
import { StoreCreated } from "../../../domain/reference/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"

let s: Scenario
afterEach(() => s.close())

const brand = { type: "CreateBrand", payload: { brandId: "acme", name: "Acme" } }
const chainBR = { type: "CreateRetailChain", payload: { chainId: "ch1", name: "Casa Digital", country: "BR" } }
const store = (extra: Record<string, unknown>) => ({
  type: "CreateStore",
  payload: { storeId: "st1", chainId: "ch1", name: "Casa Digital", country: "BR", city: "São Paulo", ...extra }
})

describe("Reference data names only what exists", () => {
  it("refuses an agency with an unknown brand", () => {
    s = scenario().run(brand)
    s.when({ type: "CreateAgency", payload: { agencyId: "ag1", name: "Agência Sul", brandIds: ["acme", "zeta"] } })
      .thenRejects("reference.unknown", { kind: "brand", id: "zeta" })
  })

  it("refuses a store of an unknown chain", () => {
    s = scenario()
    s.when(store({ chainId: "ch9" })).thenRejects("reference.unknown", { kind: "chain", id: "ch9" })
  })

  it("refuses a product of an unknown brand", () => {
    s = scenario()
    s.when({ type: "CreateProduct", payload: { sku: "NB-100", productType: "notebook", brandId: "acme" } })
      .thenRejects("reference.unknown", { kind: "brand", id: "acme" })
  })
})

describe("A store is in its chain's country", () => {
  it("refuses a store whose country is not its chain's", () => {
    s = scenario().run(chainBR)
    s.when(store({ country: "AR", city: "Buenos Aires" })).thenRejects("reference.country_mismatch", { storeId: "st1", storeCountry: "AR", chainCountry: "BR" })
  })

  it("accepts a store in its chain's country", () => {
    s = scenario().run(chainBR)
    s.when(store({})).thenEvents(new StoreCreated({ storeId: "st1", chainId: "ch1", name: "Casa Digital", country: "BR", city: "São Paulo" }))
  })
})

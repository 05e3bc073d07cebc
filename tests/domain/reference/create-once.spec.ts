import { afterEach, describe, it } from "vitest"
import { AgencyCreated, BrandCreated, ProductCreated, RetailChainCreated, StoreCreated } from "../../../domain/reference/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"

let s: Scenario
afterEach(() => s.close())

const brand = { type: "CreateBrand", payload: { brandId: "acme", name: "Acme" } }
const agency = { type: "CreateAgency", payload: { agencyId: "ag1", name: "Agência Sul", brandIds: ["acme", "acme"] } }
const chain = { type: "CreateRetailChain", payload: { chainId: "ch1", name: "Casa Digital", country: "BR" } }
const store = { type: "CreateStore", payload: { storeId: "st1", chainId: "ch1", name: "Casa Digital Paulista", country: "BR", city: "São Paulo" } }
const product = { type: "CreateProduct", payload: { sku: "NB-100", productType: "notebook", brandId: "acme", processor: "Core i5" } }

describe("Reference data is created once", () => {
  it("creates a brand, then refuses its id again", () => {
    s = scenario()
    s.when(brand).thenEvents(new BrandCreated({ brandId: "acme", name: "Acme" }))
    s.when({ ...brand, payload: { brandId: "acme", name: "Acme 2" } }).thenRejects("reference.already_exists", { kind: "brand", id: "acme" })
  })

  it("creates an agency with its brands listed once, then refuses its id again", () => {
    s = scenario().run(brand)
    s.when(agency).thenEvents(new AgencyCreated({ agencyId: "ag1", name: "Agência Sul", brandIds: ["acme"] }))
    s.when(agency).thenRejects("reference.already_exists", { kind: "agency", id: "ag1" })
  })

  it("creates a retail chain, then refuses its id again", () => {
    s = scenario()
    s.when(chain).thenEvents(new RetailChainCreated({ chainId: "ch1", name: "Casa Digital", country: "BR" }))
    s.when(chain).thenRejects("reference.already_exists", { kind: "chain", id: "ch1" })
  })

  it("creates a store, then refuses its id again", () => {
    s = scenario().run(chain)
    s.when(store).thenEvents(new StoreCreated({ storeId: "st1", chainId: "ch1", name: "Casa Digital Paulista", country: "BR", city: "São Paulo" }))
    s.when(store).thenRejects("reference.already_exists", { kind: "store", id: "st1" })
  })

  it("creates a product with its optional attributes, then refuses its SKU again", () => {
    s = scenario().run(brand)
    s.when(product).thenEvents(new ProductCreated({ sku: "NB-100", productType: "notebook", brandId: "acme", processor: "Core i5" }))
    s.when(product).thenRejects("reference.already_exists", { kind: "product", id: "NB-100" })
  })
})

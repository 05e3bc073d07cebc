import { afterEach, describe, expect, it } from "vitest"
import { AgencyUpdated, BrandUpdated, ProductUpdated, RetailChainUpdated, StoreCreated, StoreUpdated } from "../../../domain/reference/events.ts"
import { scenario, type Scenario } from "../../support/scenario.ts"

let s: Scenario
afterEach(() => s.close())

const brand = { type: "CreateBrand", payload: { brandId: "acme", name: "Acme" } }
const other = { type: "CreateBrand", payload: { brandId: "zeta", name: "Zeta" } }
const agency = { type: "CreateAgency", payload: { agencyId: "ag1", name: "Agência Sul", brandIds: ["acme"] } }
const chain = { type: "CreateRetailChain", payload: { chainId: "ch1", name: "Casa Digital", country: "BR" } }
const chain2 = { type: "CreateRetailChain", payload: { chainId: "ch2", name: "Loja Nova", country: "BR" } }
const chainAr = { type: "CreateRetailChain", payload: { chainId: "ch-ar", name: "Frávega", country: "AR" } }
const store = { type: "CreateStore", payload: { storeId: "st1", chainId: "ch1", name: "Casa Digital Paulista", country: "BR", city: "São Paulo" } }
const product = { type: "CreateProduct", payload: { sku: "NB-100", productType: "notebook", brandId: "acme", processor: "Core i5" } }

// Issue 41 item 17: reference data is edited by commands, each edit an event of the record's stream.
describe("Reference data is edited, never in place of the log", () => {
  it("renames a brand; an unknown brand is not found", () => {
    s = scenario().run(brand)
    s.when({ type: "UpdateBrand", payload: { brandId: "acme", name: "Acme Brasil" } }).thenEvents(new BrandUpdated({ brandId: "acme", name: "Acme Brasil" }))
    s.when({ type: "UpdateBrand", payload: { brandId: "nope", name: "X" } }).thenRejects("reference.not_found", { kind: "brand", id: "nope" })
    expect(s.programme.db.prepare("SELECT name FROM brands WHERE brand_id = 'acme'").pluck().get()).toBe("Acme Brasil")
  })

  it("changes an agency's brands, each of which must exist", () => {
    s = scenario().run(brand).run(other).run(agency)
    s.when({ type: "UpdateAgency", payload: { agencyId: "ag1", name: "Agência Sul", brandIds: ["zeta", "zeta"] } })
      .thenEvents(new AgencyUpdated({ agencyId: "ag1", name: "Agência Sul", brandIds: ["zeta"] }))
    s.when({ type: "UpdateAgency", payload: { agencyId: "ag1", name: "Agência Sul", brandIds: ["ghost"] } }).thenRejects("reference.unknown", { kind: "brand", id: "ghost" })
    s.when({ type: "UpdateAgency", payload: { agencyId: "ag9", name: "X", brandIds: [] } }).thenRejects("reference.not_found", { kind: "agency", id: "ag9" })
  })

  it("renames a chain and keeps its country", () => {
    s = scenario().run(chain)
    s.when({ type: "UpdateRetailChain", payload: { chainId: "ch1", name: "Casa Digital SA" } }).thenEvents(new RetailChainUpdated({ chainId: "ch1", name: "Casa Digital SA" }))
    expect(s.programme.db.prepare("SELECT name || '/' || country FROM retail_chains WHERE chain_id = 'ch1'").pluck().get()).toBe("Casa Digital SA/BR")
    s.when({ type: "UpdateRetailChain", payload: { chainId: "ch9", name: "X" } }).thenRejects("reference.not_found", { kind: "chain", id: "ch9" })
  })

  it("moves a store to another chain of its country only, and renames it", () => {
    s = scenario().run(chain).run(chain2).run(chainAr).run(store)
    s.when({ type: "UpdateStore", payload: { storeId: "st1", chainId: "ch2", name: "Loja Nova Paulista", city: "Campinas" } })
      .thenEvents(new StoreUpdated({ storeId: "st1", chainId: "ch2", name: "Loja Nova Paulista", city: "Campinas" }))
    s.when({ type: "UpdateStore", payload: { storeId: "st1", chainId: "ch-ar", name: "X", city: "Y" } })
      .thenRejects("reference.country_mismatch", { storeId: "st1", storeCountry: "BR", chainCountry: "AR" })
    s.when({ type: "UpdateStore", payload: { storeId: "st1", chainId: "ghost", name: "X", city: "Y" } }).thenRejects("reference.unknown", { kind: "chain", id: "ghost" })
    s.when({ type: "UpdateStore", payload: { storeId: "st9", chainId: "ch1", name: "X", city: "Y" } }).thenRejects("reference.not_found", { kind: "store", id: "st9" })
    expect(s.programme.db.prepare("SELECT chain_id || '/' || city FROM stores WHERE store_id = 'st1'").pluck().get()).toBe("ch2/Campinas")
  })

  it("edits a product: its brand must exist, attributes left out are cleared", () => {
    s = scenario().run(brand).run(other).run(product)
    s.when({ type: "UpdateProduct", payload: { sku: "NB-100", productType: "desktop", brandId: "zeta", generation: "14" } })
      .thenEvents(new ProductUpdated({ sku: "NB-100", productType: "desktop", brandId: "zeta", generation: "14" }))
    expect(s.programme.db.prepare("SELECT processor FROM products WHERE sku = 'NB-100'").pluck().get()).toBeNull()
    s.when({ type: "UpdateProduct", payload: { sku: "NB-100", productType: "desktop", brandId: "ghost" } }).thenRejects("reference.unknown", { kind: "brand", id: "ghost" })
    s.when({ type: "UpdateProduct", payload: { sku: "NB-9", productType: "desktop", brandId: "acme" } }).thenRejects("reference.not_found", { kind: "product", id: "NB-9" })
  })

  it("gives new records a code id: no spaces, slashes or signs, with the field named", () => {
    s = scenario().run(chain)
    for (const storeId of ["loja 1", "a/b", "-x", "x?y", "ação"]) {
      const decoded = s.programme.handler.decode("CreateStore", { ...store.payload, storeId })
      expect(JSON.stringify(decoded), storeId).toContain('"issues":[{"path":"storeId","message":"must be a code of letters')
    }
    s.when({ ...store, payload: { ...store.payload, storeId: "casa-digital_1.sp" } }).thenEvents(
      new StoreCreated({ storeId: "casa-digital_1.sp", chainId: "ch1", name: "Casa Digital Paulista", country: "BR", city: "São Paulo" })
    )
  })
})

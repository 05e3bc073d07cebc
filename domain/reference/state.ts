import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import {
  AgencyCreated,
  AgencyUpdated,
  BrandCreated,
  BrandUpdated,
  ProductCreated,
  ProductUpdated,
  RetailChainCreated,
  RetailChainUpdated,
  StoreCreated,
  StoreUpdated
} from "./events.ts"

/**
 * Reference data is created once and read by everything else: each entity is its own tiny
 * aggregate whose state is its creation event (undefined until created), with later edits laid
 * over it, so every reader keeps reading one shape.
 */
const editable = <C extends { readonly _tag: string }, U extends { readonly _tag: string }>(
  name: string,
  createdTag: C["_tag"],
  created: Aggregate<C | undefined, C | U>["events"][number],
  updated: Aggregate<C | undefined, C | U>["events"][number],
  key: (e: C | U) => string,
  apply: (state: C, edit: U) => C
): Aggregate<C | undefined, C | U> => ({
  name,
  initialState: undefined,
  evolve: (state, event) => (event._tag === createdTag ? (event as C) : state === undefined ? state : apply(state, event as U)),
  events: [created, updated],
  streamOf: (e) => `${name}-${key(e)}`
})

/** Optional product attributes an edit leaves out are cleared, as the form sent them. */
const optional = <K extends string>(key: K, value: string | undefined) => (value === undefined ? {} : { [key]: value })

export const Brand = editable<BrandCreated, BrandUpdated>("brand", "BrandCreated", BrandCreated, BrandUpdated, (e) => e.brandId, (s, e) =>
  new BrandCreated({ brandId: s.brandId, name: e.name })
)
export const Agency = editable<AgencyCreated, AgencyUpdated>("agency", "AgencyCreated", AgencyCreated, AgencyUpdated, (e) => e.agencyId, (s, e) =>
  new AgencyCreated({ agencyId: s.agencyId, name: e.name, brandIds: e.brandIds })
)
export const RetailChain = editable<RetailChainCreated, RetailChainUpdated>("chain", "RetailChainCreated", RetailChainCreated, RetailChainUpdated, (e) => e.chainId, (s, e) =>
  new RetailChainCreated({ chainId: s.chainId, name: e.name, country: s.country })
)
export const Store = editable<StoreCreated, StoreUpdated>("store", "StoreCreated", StoreCreated, StoreUpdated, (e) => e.storeId, (s, e) =>
  new StoreCreated({ storeId: s.storeId, chainId: e.chainId, name: e.name, country: s.country, city: e.city })
)
export const Product = editable<ProductCreated, ProductUpdated>("product", "ProductCreated", ProductCreated, ProductUpdated, (e) => e.sku, (s, e) =>
  new ProductCreated({
    sku: s.sku,
    productType: e.productType,
    brandId: e.brandId,
    ...optional("processor", e.processor),
    ...optional("generation", e.generation),
    ...optional("formFactor", e.formFactor)
  })
)

export const brand = (id: string) => streamRef(Brand, id)
export const agency = (id: string) => streamRef(Agency, id)
export const chain = (id: string) => streamRef(RetailChain, id)
export const store = (id: string) => streamRef(Store, id)
export const product = (sku: string) => streamRef(Product, sku)

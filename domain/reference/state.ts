import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { AgencyCreated, BrandCreated, ProductCreated, RetailChainCreated, StoreCreated } from "./events.ts"

/**
 * Reference data is created once and read by everything else: each entity is its own tiny
 * aggregate whose state is simply its creation event (undefined until created).
 */
const createdOnce = <E extends { readonly _tag: string }>(
  name: string,
  schema: Aggregate<E | undefined, E>["events"][number],
  key: (e: E) => string
): Aggregate<E | undefined, E> => ({
  name,
  initialState: undefined,
  evolve: (_state, event) => event,
  events: [schema],
  streamOf: (e) => `${name}-${key(e)}`
})

export const Brand = createdOnce<BrandCreated>("brand", BrandCreated, (e) => e.brandId)
export const Agency = createdOnce<AgencyCreated>("agency", AgencyCreated, (e) => e.agencyId)
export const RetailChain = createdOnce<RetailChainCreated>("chain", RetailChainCreated, (e) => e.chainId)
export const Store = createdOnce<StoreCreated>("store", StoreCreated, (e) => e.storeId)
export const Product = createdOnce<ProductCreated>("product", ProductCreated, (e) => e.sku)

export const brand = (id: string) => streamRef(Brand, id)
export const agency = (id: string) => streamRef(Agency, id)
export const chain = (id: string) => streamRef(RetailChain, id)
export const store = (id: string) => streamRef(Store, id)
export const product = (sku: string) => streamRef(Product, sku)

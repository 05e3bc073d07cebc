import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { CreateAgency, CreateBrand, CreateProduct, CreateRetailChain, CreateStore } from "./commands.ts"
import { AlreadyExists, CountryMismatch, UnknownReference } from "./errors.ts"
import { AgencyCreated, BrandCreated, ProductCreated, RetailChainCreated, StoreCreated } from "./events.ts"
import { agency, brand, chain, product, store } from "./state.ts"

export const createBrand = defineCommand<CreateBrand, Lookups>({
  schema: CreateBrand,
  decide: (c, states) =>
    states.of(brand(c.brandId))
      ? Effect.fail(new AlreadyExists({ kind: "brand", id: c.brandId }))
      : Effect.succeed([new BrandCreated({ brandId: c.brandId, name: c.name })])
})

export const createAgency = defineCommand<CreateAgency, Lookups>({
  schema: CreateAgency,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(agency(c.agencyId))) return yield* new AlreadyExists({ kind: "agency", id: c.agencyId })
      const missing = c.brandIds.find((id) => !states.of(brand(id)))
      if (missing !== undefined) return yield* new UnknownReference({ kind: "brand", id: missing })
      return [new AgencyCreated({ agencyId: c.agencyId, name: c.name, brandIds: [...new Set(c.brandIds)] })]
    })
})

export const createRetailChain = defineCommand<CreateRetailChain, Lookups>({
  schema: CreateRetailChain,
  decide: (c, states) =>
    states.of(chain(c.chainId))
      ? Effect.fail(new AlreadyExists({ kind: "chain", id: c.chainId }))
      : Effect.succeed([new RetailChainCreated({ chainId: c.chainId, name: c.name, country: c.country })])
})

export const createStore = defineCommand<CreateStore, Lookups>({
  schema: CreateStore,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(store(c.storeId))) return yield* new AlreadyExists({ kind: "store", id: c.storeId })
      const owner = states.of(chain(c.chainId))
      if (!owner) return yield* new UnknownReference({ kind: "chain", id: c.chainId })
      if (owner.country !== c.country) {
        return yield* new CountryMismatch({ storeId: c.storeId, storeCountry: c.country, chainCountry: owner.country })
      }
      return [new StoreCreated({ storeId: c.storeId, chainId: c.chainId, name: c.name, country: c.country, city: c.city })]
    })
})

export const createProduct = defineCommand<CreateProduct, Lookups>({
  schema: CreateProduct,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(product(c.sku))) return yield* new AlreadyExists({ kind: "product", id: c.sku })
      if (!states.of(brand(c.brandId))) return yield* new UnknownReference({ kind: "brand", id: c.brandId })
      const { _tag, ...fields } = c
      return [new ProductCreated(fields)]
    })
})

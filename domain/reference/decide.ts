import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { CreateAgency, CreateBrand, CreateProduct, CreateRetailChain, CreateStore, UpdateAgency, UpdateBrand, UpdateProduct, UpdateRetailChain, UpdateStore } from "./commands.ts"
import { AlreadyExists, CountryMismatch, ReferenceNotFound, UnknownReference } from "./errors.ts"
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

// Edits: the record must exist (else `reference.not_found`, a 404), and what it names must too.

export const updateBrand = defineCommand<UpdateBrand, Lookups>({
  schema: UpdateBrand,
  decide: (c, states) =>
    states.of(brand(c.brandId))
      ? Effect.succeed([new BrandUpdated({ brandId: c.brandId, name: c.name })])
      : Effect.fail(new ReferenceNotFound({ kind: "brand", id: c.brandId }))
})

export const updateAgency = defineCommand<UpdateAgency, Lookups>({
  schema: UpdateAgency,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (!states.of(agency(c.agencyId))) return yield* new ReferenceNotFound({ kind: "agency", id: c.agencyId })
      const missing = c.brandIds.find((id) => !states.of(brand(id)))
      if (missing !== undefined) return yield* new UnknownReference({ kind: "brand", id: missing })
      return [new AgencyUpdated({ agencyId: c.agencyId, name: c.name, brandIds: [...new Set(c.brandIds)] })]
    })
})

export const updateRetailChain = defineCommand<UpdateRetailChain, Lookups>({
  schema: UpdateRetailChain,
  decide: (c, states) =>
    states.of(chain(c.chainId))
      ? Effect.succeed([new RetailChainUpdated({ chainId: c.chainId, name: c.name })])
      : Effect.fail(new ReferenceNotFound({ kind: "chain", id: c.chainId }))
})

export const updateStore = defineCommand<UpdateStore, Lookups>({
  schema: UpdateStore,
  decide: (c, states) =>
    Effect.gen(function* () {
      const current = states.of(store(c.storeId))
      if (!current) return yield* new ReferenceNotFound({ kind: "store", id: c.storeId })
      const owner = states.of(chain(c.chainId))
      if (!owner) return yield* new UnknownReference({ kind: "chain", id: c.chainId })
      // A store moves between chains of its own country only: its country is what scopes it.
      if (owner.country !== current.country) {
        return yield* new CountryMismatch({ storeId: c.storeId, storeCountry: current.country, chainCountry: owner.country })
      }
      return [new StoreUpdated({ storeId: c.storeId, chainId: c.chainId, name: c.name, city: c.city })]
    })
})

export const updateProduct = defineCommand<UpdateProduct, Lookups>({
  schema: UpdateProduct,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (!states.of(product(c.sku))) return yield* new ReferenceNotFound({ kind: "product", id: c.sku })
      if (!states.of(brand(c.brandId))) return yield* new UnknownReference({ kind: "brand", id: c.brandId })
      const { _tag, ...fields } = c
      return [new ProductUpdated(fields)]
    })
})

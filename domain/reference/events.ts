import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, Text } from "../shared/schemas.ts"

export class BrandCreated extends Schema.TaggedClass<BrandCreated>()("BrandCreated", {
  brandId: Id,
  name: Text
}) {}

export class AgencyCreated extends Schema.TaggedClass<AgencyCreated>()("AgencyCreated", {
  agencyId: Id,
  name: Text,
  brandIds: Schema.Array(Id)
}) {}

export class RetailChainCreated extends Schema.TaggedClass<RetailChainCreated>()("RetailChainCreated", {
  chainId: Id,
  name: Text,
  country: CountryCode
}) {}

export class StoreCreated extends Schema.TaggedClass<StoreCreated>()("StoreCreated", {
  storeId: Id,
  chainId: Id,
  name: Text,
  country: CountryCode,
  city: Text
}) {}

export class ProductCreated extends Schema.TaggedClass<ProductCreated>()("ProductCreated", {
  sku: Id,
  productType: Text,
  brandId: Id,
  processor: Schema.optionalKey(Text),
  generation: Schema.optionalKey(Text),
  formFactor: Schema.optionalKey(Text)
}) {}

export class BrandUpdated extends Schema.TaggedClass<BrandUpdated>()("BrandUpdated", {
  brandId: Id,
  name: Text
}) {}

export class AgencyUpdated extends Schema.TaggedClass<AgencyUpdated>()("AgencyUpdated", {
  agencyId: Id,
  name: Text,
  brandIds: Schema.Array(Id)
}) {}

export class RetailChainUpdated extends Schema.TaggedClass<RetailChainUpdated>()("RetailChainUpdated", {
  chainId: Id,
  name: Text
}) {}

export class StoreUpdated extends Schema.TaggedClass<StoreUpdated>()("StoreUpdated", {
  storeId: Id,
  chainId: Id,
  name: Text,
  city: Text
}) {}

export class ProductUpdated extends Schema.TaggedClass<ProductUpdated>()("ProductUpdated", {
  sku: Id,
  productType: Text,
  brandId: Id,
  processor: Schema.optionalKey(Text),
  generation: Schema.optionalKey(Text),
  formFactor: Schema.optionalKey(Text)
}) {}

import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { Id, NonEmptyText, Text, ListOf, maxItems } from "../shared/schemas.ts"

export class CreateBrand extends Schema.TaggedClass<CreateBrand>()("CreateBrand", {
  brandId: Id,
  name: NonEmptyText
}) {}

export class CreateAgency extends Schema.TaggedClass<CreateAgency>()("CreateAgency", {
  agencyId: Id,
  name: NonEmptyText,
  brandIds: ListOf(Id, maxItems.ids)
}) {}

export class CreateRetailChain extends Schema.TaggedClass<CreateRetailChain>()("CreateRetailChain", {
  chainId: Id,
  name: NonEmptyText,
  country: CountryCode
}) {}

export class CreateStore extends Schema.TaggedClass<CreateStore>()("CreateStore", {
  storeId: Id,
  chainId: Id,
  name: NonEmptyText,
  country: CountryCode,
  city: NonEmptyText
}) {}

export class CreateProduct extends Schema.TaggedClass<CreateProduct>()("CreateProduct", {
  sku: Id,
  productType: NonEmptyText,
  brandId: Id,
  processor: Schema.optionalKey(Text),
  generation: Schema.optionalKey(Text),
  formFactor: Schema.optionalKey(Text)
}) {}

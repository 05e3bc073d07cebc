import { Schema } from "effect"
import { CountryCode } from "../rules/countries.ts"
import { CodeId, Id, NonEmptyText, Text, ListOf, maxItems } from "../shared/schemas.ts"

export class CreateBrand extends Schema.TaggedClass<CreateBrand>()("CreateBrand", {
  brandId: CodeId,
  name: NonEmptyText
}) {}

export class CreateAgency extends Schema.TaggedClass<CreateAgency>()("CreateAgency", {
  agencyId: CodeId,
  name: NonEmptyText,
  brandIds: ListOf(Id, maxItems.ids)
}) {}

export class CreateRetailChain extends Schema.TaggedClass<CreateRetailChain>()("CreateRetailChain", {
  chainId: CodeId,
  name: NonEmptyText,
  country: CountryCode
}) {}

export class CreateStore extends Schema.TaggedClass<CreateStore>()("CreateStore", {
  storeId: CodeId,
  chainId: Id,
  name: NonEmptyText,
  country: CountryCode,
  city: NonEmptyText
}) {}

export class CreateProduct extends Schema.TaggedClass<CreateProduct>()("CreateProduct", {
  sku: CodeId,
  productType: NonEmptyText,
  brandId: Id,
  processor: Schema.optionalKey(Text),
  generation: Schema.optionalKey(Text),
  formFactor: Schema.optionalKey(Text)
}) {}

// Edits (issue 41 item 17): reference data is corrected in place, each edit an event in the log
// (the record's history). Ids and a store's country never change: other records name them.

export class UpdateBrand extends Schema.TaggedClass<UpdateBrand>()("UpdateBrand", {
  brandId: Id,
  name: NonEmptyText
}) {}

export class UpdateAgency extends Schema.TaggedClass<UpdateAgency>()("UpdateAgency", {
  agencyId: Id,
  name: NonEmptyText,
  brandIds: Schema.Array(Id).check(Schema.isMaxLength(500))
}) {}

export class UpdateRetailChain extends Schema.TaggedClass<UpdateRetailChain>()("UpdateRetailChain", {
  chainId: Id,
  name: NonEmptyText
}) {}

export class UpdateStore extends Schema.TaggedClass<UpdateStore>()("UpdateStore", {
  storeId: Id,
  chainId: Id,
  name: NonEmptyText,
  city: NonEmptyText
}) {}

export class UpdateProduct extends Schema.TaggedClass<UpdateProduct>()("UpdateProduct", {
  sku: Id,
  productType: NonEmptyText,
  brandId: Id,
  processor: Schema.optionalKey(Text),
  generation: Schema.optionalKey(Text),
  formFactor: Schema.optionalKey(Text)
}) {}

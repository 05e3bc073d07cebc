import { Schema } from "effect"
import { passwordStrengths } from "../rules/passwords.ts"
import { Id, Text } from "../shared/schemas.ts"

/** A client company's modules: SPEC's `has_{module}` flags (`ranking`, `library`, `news`, …). */
export const Features = Schema.Record(Schema.String, Schema.Boolean)

export class ClientCreated extends Schema.TaggedClass<ClientCreated>()("ClientCreated", {
  clientId: Id,
  name: Text,
  homeRoute: Text,
  features: Features,
  passwordStrength: Schema.optionalKey(Schema.Literals(passwordStrengths))
}) {}

/** The client's settings as they are from now on (UpdateClient). */
export class ClientUpdated extends Schema.TaggedClass<ClientUpdated>()("ClientUpdated", {
  clientId: Id,
  name: Text,
  homeRoute: Text,
  features: Features,
  passwordStrength: Schema.optionalKey(Schema.Literals(passwordStrengths))
}) {}

export class UserAddedToClient extends Schema.TaggedClass<UserAddedToClient>()("UserAddedToClient", {
  clientId: Id,
  userId: Id,
  profile: Schema.optionalKey(Text)
}) {}

export type ClientEvent = ClientCreated | ClientUpdated | UserAddedToClient

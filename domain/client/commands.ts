import { Schema } from "effect"
import { Id, issueMessages, NonEmptyText, Text } from "../shared/schemas.ts"
import { passwordStrengths } from "../rules/passwords.ts"
import { Features } from "./events.ts"

/** A route of the learner app, where it lands after login (`/home`). */
const HomeRoute = NonEmptyText.check(Schema.makeFilter((s: string) => s.startsWith("/") || issueMessages.path))

/** DESIGN §4.1: a client company (tenant) with its feature flags. */
export class CreateClient extends Schema.TaggedClass<CreateClient>()("CreateClient", {
  clientId: Id,
  name: NonEmptyText,
  homeRoute: HomeRoute,
  features: Features,
  /** SPEC §3 "password_strong_level" of the client's login configuration (medium when absent). */
  passwordStrength: Schema.optionalKey(Schema.Literals(passwordStrengths))
}) {}

/**
 * Changes a client company's name, home route, feature flags or password level: the record as the
 * console edits it, replaced whole (what is not sent keeps nothing but the medium password level).
 */
export class UpdateClient extends Schema.TaggedClass<UpdateClient>()("UpdateClient", {
  clientId: Id,
  name: NonEmptyText,
  homeRoute: HomeRoute,
  features: Features,
  passwordStrength: Schema.optionalKey(Schema.Literals(passwordStrengths))
}) {}

/** A user joins a client company, with a profile there (e.g. `seller`). */
export class AddUserToClient extends Schema.TaggedClass<AddUserToClient>()("AddUserToClient", {
  clientId: Id,
  userId: Id,
  profile: Schema.optionalKey(Text)
}) {}

import { Schema } from "effect"

export class AlreadyExists extends Schema.TaggedError<AlreadyExists>()("AlreadyExists", {
  kind: Schema.String,
  id: Schema.String
}) {
  get code() {
    return "reference.already_exists" as const
  }
}

export class UnknownReference extends Schema.TaggedError<UnknownReference>()("UnknownReference", {
  kind: Schema.String,
  id: Schema.String
}) {
  get code() {
    return "reference.unknown" as const
  }
}

export class CountryMismatch extends Schema.TaggedError<CountryMismatch>()("CountryMismatch", {
  storeId: Schema.String,
  storeCountry: Schema.String,
  chainCountry: Schema.String
}) {
  get code() {
    return "reference.country_mismatch" as const
  }
}

/** An edit of a record that does not exist: the API answers 404. */
export class ReferenceNotFound extends Schema.TaggedError<ReferenceNotFound>()("ReferenceNotFound", {
  kind: Schema.String,
  id: Schema.String
}) {
  get code() {
    return "reference.not_found" as const
  }
}

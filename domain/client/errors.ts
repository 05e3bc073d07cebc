import { Schema } from "effect"

export class ClientAlreadyExists extends Schema.TaggedError<ClientAlreadyExists>()("ClientAlreadyExists", { clientId: Schema.String }) {
  get code() {
    return "client.already_exists" as const
  }
}
export class ClientNotFound extends Schema.TaggedError<ClientNotFound>()("ClientNotFound", { clientId: Schema.String }) {
  get code() {
    return "client.not_found" as const
  }
}
export class AlreadyMember extends Schema.TaggedError<AlreadyMember>()("AlreadyMember", { clientId: Schema.String, userId: Schema.String }) {
  get code() {
    return "client.already_member" as const
  }
}

import { Schema } from "effect"

const S = Schema.String

export class LibraryFileAlreadyExists extends Schema.TaggedError<LibraryFileAlreadyExists>()("LibraryFileAlreadyExists", { libraryFileId: S }) {
  get code() { return "library.already_exists" as const }
}
export class LibraryFileNotFound extends Schema.TaggedError<LibraryFileNotFound>()("LibraryFileNotFound", { libraryFileId: S }) {
  get code() { return "library.not_found" as const }
}
export class LibraryClientUnknown extends Schema.TaggedError<LibraryClientUnknown>()("LibraryClientUnknown", { clientId: S }) {
  get code() { return "library.client_unknown" as const }
}

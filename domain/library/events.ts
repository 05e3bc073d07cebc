import { Schema } from "effect"
import { Id, NonEmptyText } from "../shared/schemas.ts"
import { fileKinds } from "./kind.ts"

export const FileKind = Schema.Literals(fileKinds)

/** A file of a client's library: its category is the author's, its kind follows its name's extension. */
export class LibraryFileAdded extends Schema.TaggedClass<LibraryFileAdded>()("LibraryFileAdded", {
  libraryFileId: Id,
  clientId: Id,
  title: NonEmptyText,
  category: NonEmptyText,
  fileName: NonEmptyText,
  fileId: Id,
  kind: FileKind
}) {}

export class LibraryFileRemoved extends Schema.TaggedClass<LibraryFileRemoved>()("LibraryFileRemoved", { libraryFileId: Id }) {}

export type LibraryFileEvent = LibraryFileAdded | LibraryFileRemoved

import { Schema } from "effect"
import { CodeId, Id, NonEmptyText } from "../shared/schemas.ts"

/** `fileName` is the name the learner downloads it as; its extension gives the kind (SPEC §3). */
export class AddLibraryFile extends Schema.TaggedClass<AddLibraryFile>()("AddLibraryFile", {
  libraryFileId: CodeId,
  clientId: Id,
  title: NonEmptyText,
  category: NonEmptyText,
  fileName: NonEmptyText,
  fileId: Id
}) {}

export class RemoveLibraryFile extends Schema.TaggedClass<RemoveLibraryFile>()("RemoveLibraryFile", { libraryFileId: Id }) {}

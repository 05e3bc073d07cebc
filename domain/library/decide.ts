import { Effect } from "effect"
import { defineCommand } from "../shared/decider.ts"
import type { Lookups } from "../lookups.ts"
import { client } from "../client/aggregate.ts"
import { AddLibraryFile, RemoveLibraryFile } from "./commands.ts"
import { LibraryClientUnknown, LibraryFileAlreadyExists, LibraryFileNotFound } from "./errors.ts"
import { LibraryFileAdded, LibraryFileRemoved } from "./events.ts"
import { kindOf } from "./kind.ts"
import { libraryFile } from "./state.ts"

/** The kind is decided here, once, from the name: the read model and both apps take it as recorded. */
export const addLibraryFile = defineCommand<AddLibraryFile, Lookups>({
  schema: AddLibraryFile,
  decide: (c, states) =>
    Effect.gen(function* () {
      if (states.of(libraryFile(c.libraryFileId)).exists) return yield* new LibraryFileAlreadyExists({ libraryFileId: c.libraryFileId })
      if (!states.of(client(c.clientId)).exists) return yield* new LibraryClientUnknown({ clientId: c.clientId })
      const { _tag, ...fields } = c
      return [new LibraryFileAdded({ ...fields, kind: kindOf(c.fileName) })]
    })
})

export const removeLibraryFile = defineCommand<RemoveLibraryFile, Lookups>({
  schema: RemoveLibraryFile,
  decide: (c, states) =>
    Effect.gen(function* () {
      const s = states.of(libraryFile(c.libraryFileId))
      if (!s.exists || s.removed) return yield* new LibraryFileNotFound({ libraryFileId: c.libraryFileId })
      return [new LibraryFileRemoved({ libraryFileId: c.libraryFileId })]
    })
})

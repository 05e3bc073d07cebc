import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { LibraryFileAdded, LibraryFileRemoved, type LibraryFileEvent } from "./events.ts"

export type LibraryFileState = { readonly exists: false } | { readonly exists: true; readonly removed: boolean }

export const evolve = (s: LibraryFileState, e: LibraryFileEvent): LibraryFileState => {
  switch (e._tag) {
    case "LibraryFileAdded":
      return { exists: true, removed: false }
    case "LibraryFileRemoved":
      return s.exists ? { ...s, removed: true } : s
  }
}

export const LibraryFile: Aggregate<LibraryFileState, LibraryFileEvent> = {
  name: "libraryfile",
  initialState: { exists: false },
  evolve,
  events: [LibraryFileAdded, LibraryFileRemoved],
  streamOf: (e) => `libraryfile-${e.libraryFileId}`
}
export const libraryFile = (libraryFileId: string) => streamRef(LibraryFile, libraryFileId)

import { afterEach, describe, it } from "vitest"
import { LibraryFileAdded, LibraryFileRemoved } from "../../../domain/library/events.ts"
import { scenario, type Scenario, type Step } from "../../support/scenario.ts"
import { twoClients } from "../podcast/support.ts"

let s: Scenario
afterEach(() => s.close())

const addFile = (extra: Partial<Record<string, unknown>> = {}): Step => ({
  type: "AddLibraryFile",
  payload: { libraryFileId: "f1", clientId: "academy", title: "Manual do vendedor", category: "Manuais", fileName: "manual.PDF", fileId: "file-1", ...extra }
})

describe("AddLibraryFile", () => {
  it("records the kind its name's extension gives", () => {
    s = scenario().run(...twoClients)
    s.when(addFile()).thenEvents(
      new LibraryFileAdded({ libraryFileId: "f1", clientId: "academy", title: "Manual do vendedor", category: "Manuais", fileName: "manual.PDF", fileId: "file-1", kind: "pdf" })
    )
    s.when(addFile({ libraryFileId: "f2", fileName: "tabela" })).thenEvents(
      new LibraryFileAdded({ libraryFileId: "f2", clientId: "academy", title: "Manual do vendedor", category: "Manuais", fileName: "tabela", fileId: "file-1", kind: "other" })
    )
  })

  it("refuses a repeated id and an unknown client", () => {
    s = scenario().run(...twoClients, addFile())
    s.when(addFile()).thenRejects("library.already_exists", { libraryFileId: "f1" })
    s.when(addFile({ libraryFileId: "f3", clientId: "nobody" })).thenRejects("library.client_unknown", { clientId: "nobody" })
  })
})

describe("RemoveLibraryFile", () => {
  it("removes a file once", () => {
    s = scenario().run(...twoClients, addFile())
    s.when({ type: "RemoveLibraryFile", payload: { libraryFileId: "f1" } }).thenEvents(new LibraryFileRemoved({ libraryFileId: "f1" }))
    s.when({ type: "RemoveLibraryFile", payload: { libraryFileId: "f1" } }).thenRejects("library.not_found")
  })
})

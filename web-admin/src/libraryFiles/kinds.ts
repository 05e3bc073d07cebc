import { fileKinds } from "../../../domain/library/kind.ts"

/** SPEC §3's kinds, as the console's filter offers them. */
export const kindChoices = fileKinds.map((id) => ({ id, name: `vitrine.content.kind.${id}` }))

/**
 * The catalogue's search key (SPEC §3 search): case and accents do not matter, so "processadores"
 * finds "Processadores", "acao" finds "Ação", "ecran" finds "Écran". Canonical decomposition
 * splits a letter from its marks, which are then dropped; the rest is lower-cased.
 */
export const searchKey = (text: string): string => text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("und")

/** Whether `query` occurs in `text`, both folded by `searchKey`. */
export const matchesSearch = (text: string, query: string): boolean => searchKey(text).includes(searchKey(query))

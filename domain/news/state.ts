export type NewsState = { readonly exists: false } | { readonly exists: true; readonly published: boolean }

export const initialState: NewsState = { exists: false }

/** The reward store's screens and API paths (kept beside the feature: config/paths.ts is shared, and its owner is reworking it). */
export const rewardPaths = {
  store: "/reward-store",
  details: (id: string) => `/reward-store/details/${encodeURIComponent(id)}/`,
  myOrders: "/profile/orders",
  course: (id: string) => `/online-courses/${encodeURIComponent(id)}`
} as const

export interface StoreFilter {
  readonly department?: string | undefined
  readonly category?: string | undefined
  readonly q?: string | undefined
  readonly sort: SortKey
}

/** Popular, A–Z, price up and down (issue 42). */
export const sorts = { popular: ["popular", "DESC"], name: ["name", "ASC"], priceUp: ["price", "ASC"], priceDown: ["price", "DESC"] } as const
export type SortKey = keyof typeof sorts

export const rewardApi = {
  store: "/api/me/reward-store",
  rewards: (f: StoreFilter, count: number) => {
    const params = new URLSearchParams({ range: `[0,${count - 1}]`, sort: JSON.stringify(sorts[f.sort]) })
    if (f.department) params.set("department", f.department)
    if (f.category) params.set("category", f.category)
    if (f.q?.trim()) params.set("q", f.q.trim())
    return `/api/me/rewards?${params}`
  },
  reward: (id: string) => `/api/me/rewards/${encodeURIComponent(id)}`,
  orders: "/api/me/orders",
  myOrders: (count: number) => `/api/me/orders?range=[0,${count - 1}]`,
  thumbnail: (fileId: string) => `/api/files/${encodeURIComponent(fileId)}/thumbnail`
} as const

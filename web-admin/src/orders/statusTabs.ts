/** The queue's tabs, worked left to right; `history` holds the orders that move no more. */
export const tabs = [
  { id: "awaiting_approval", status: "awaiting_approval" },
  { id: "approved", status: "approved" },
  { id: "shipped", status: "shipped" },
  { id: "history", status: ["delivered", "rejected"] }
] as const

export type Tab = (typeof tabs)[number]

export const tabOf = (status: unknown): Tab => tabs.find((t) => JSON.stringify(t.status) === JSON.stringify(status)) ?? tabs[0]

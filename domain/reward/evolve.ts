import type { RewardEvent, RewardEdited, RewardListed } from "./events.ts"
import type { RewardDetailsState, RewardState } from "./state.ts"

const details = (e: RewardListed | RewardEdited): RewardDetailsState => ({
  name: e.name,
  department: e.department,
  category: e.category,
  price: e.price,
  minLevel: e.minLevel,
  requiredCourseIds: e.requiredCourseIds,
  countries: e.countries
})

export const evolve = (r: RewardState, e: RewardEvent): RewardState => {
  if (e._tag === "RewardListed") return { exists: true, stock: e.stock, withdrawn: false, ...details(e) }
  if (!r.exists) return r
  switch (e._tag) {
    case "RewardEdited":
      return { ...r, ...details(e) }
    case "RewardRestocked":
    case "RewardStockReleased":
      return { ...r, stock: r.stock + e.quantity }
    case "RewardStockReserved":
      return { ...r, stock: r.stock - e.quantity }
    case "RewardWithdrawn":
      return { ...r, withdrawn: true }
  }
}

import type { NewsEvent } from "./events.ts"
import type { NewsState } from "./state.ts"

export const evolve = (s: NewsState, e: NewsEvent): NewsState => {
  if (e._tag === "NewsDrafted") return { exists: true, published: false }
  if (!s.exists) return s
  switch (e._tag) {
    case "NewsEdited":
      return s
    case "NewsPublished":
      return { ...s, published: true }
    case "NewsUnpublished":
      return { ...s, published: false }
  }
}

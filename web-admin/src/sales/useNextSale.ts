import { useRedirect, useStore } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

interface ListParams { filter?: Record<string, unknown>; sort?: string; order?: "ASC" | "DESC" }

/** The queue's view as the list last showed it, else the pending queue oldest first. */
const pending = { filter: { status: "awaiting_approval" }, sort: "reportedAt", order: "ASC" as const }

/**
 * "Next" walks the list the auditor came from, with its filters and order (issue 41, item 14):
 * the sale after this one in that view, or its head when this one has left it (once decided);
 * back to the list when nothing else is in it.
 */
export const useNextSale = (currentId: string | undefined) => {
  const dataProvider = useVitrineProvider()
  const redirect = useRedirect()
  const [params] = useStore<ListParams>("sales.listParams", pending)
  return async () => {
    const { data } = await dataProvider.getList("sales", {
      filter: params.filter ?? pending.filter,
      sort: { field: params.sort ?? pending.sort, order: params.order ?? pending.order },
      pagination: { page: 1, perPage: 100 }
    })
    const at = data.findIndex((s) => s.id === currentId)
    const next = at >= 0 ? data[at + 1] : data.find((s) => s.id !== currentId)
    redirect(next ? `/sales/${encodeURIComponent(String(next.id))}/show` : "/sales")
  }
}

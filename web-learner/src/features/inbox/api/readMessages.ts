import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { inboxApi } from "./paths.ts"

/** `POST /api/me/inbox/:id/read`, or every message with no id; the list and the menu's count are read again. */
export const useReadMessages = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number | undefined) => api<unknown>(id === undefined ? inboxApi.readAll : inboxApi.read(id), { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries()
  })
}

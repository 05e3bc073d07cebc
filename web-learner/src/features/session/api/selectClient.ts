import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

/** `PUT /api/me/client`; what was read for the former client is read again. */
export const useSelectClient = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (clientId: string) => api(apiPaths.client, { method: "PUT", body: { clientId } }),
    onSuccess: () => queryClient.invalidateQueries()
  })
}

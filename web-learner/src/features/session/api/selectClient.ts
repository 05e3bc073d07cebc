import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"
import { meKey } from "./getMe.ts"

/** `PUT /api/me/client`. */
export const useSelectClient = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (clientId: string) => api(apiPaths.client, { method: "PUT", body: { clientId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey })
  })
}

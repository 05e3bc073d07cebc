import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"
import { meKey } from "./getMe.ts"

/** `PUT /api/me/language`: kept per user, so it follows them to another device. */
export const useSaveLanguage = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (language: string) => api(apiPaths.language, { method: "PUT", body: { language } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKey })
  })
}

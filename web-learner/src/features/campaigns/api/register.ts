import { useMutation, useQueryClient } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export interface RegistrationForm {
  readonly acceptTerms: boolean
  readonly agencyId: string
  readonly brandIds: ReadonlyArray<string>
  readonly storeIds: ReadonlyArray<string>
  readonly chainIds: ReadonlyArray<string>
}

/** `POST /api/me/campaigns/:id/registration` (an Idempotency-Key per attempt). */
export const useRegister = (campaignId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (form: RegistrationForm) => api(apiPaths.registration(campaignId), { method: "POST", body: form, idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries()
  })
}

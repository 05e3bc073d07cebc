import { useMutation, useQueryClient } from "@tanstack/react-query"
import type { CheckInDone } from "../../../../../domain/api/field/meetups.ts"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

/** `POST /api/me/meetups/:id/check-in {code}`: typed or scanned, the same call. */
export const useCheckIn = (meetupId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => api<typeof CheckInDone.Type>(apiPaths.checkIn(meetupId), { method: "POST", body: { code }, idempotent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["meetups"] })
  })
}

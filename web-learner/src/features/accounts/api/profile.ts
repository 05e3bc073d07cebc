import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api, apiFetch, upload } from "../../../lib/api-client.ts"
import { accountApi } from "./paths.ts"
import type { Channel, Notifications, PhoneState, Profile } from "./types.ts"

const profileKey = ["profile"] as const
const phoneKey = ["phone"] as const

export const useProfile = () => useQuery({ queryKey: profileKey, queryFn: () => api<Profile>(accountApi.profile) })

/** Saves the answer as the profile, and refreshes `GET /api/me` (its name and e-mail). */
const useProfileMutation = <I,>(call: (input: I) => Promise<Profile>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKey, profile)
      void queryClient.invalidateQueries({ queryKey: ["me"] })
    }
  })
}

/** `PUT /api/me/profile`: the same rules as the sign-up, the errors per field. */
export const useUpdateProfile = () => useProfileMutation((body: Record<string, unknown>) => api<Profile>(accountApi.profile, { method: "PUT", body }))

/** `POST /api/files` then `PUT /api/me/avatar {fileId}`; `DELETE /api/me/avatar`. */
export const useSetAvatar = () =>
  useProfileMutation(async (file: File) => api<Profile>(accountApi.avatar, { method: "PUT", body: { fileId: await upload(file, file.name) } }))
export const useRemoveAvatar = () => useProfileMutation(() => api<Profile>(accountApi.avatar, { method: "DELETE" }))

/** The avatar's bytes (bearer-protected, so fetched and shown from an object URL). */
export const useAvatarUrl = (fileId: string | null) =>
  useQuery({
    queryKey: ["avatar", fileId],
    enabled: fileId !== null,
    staleTime: Infinity,
    queryFn: async () => {
      const res = await apiFetch(`${accountApi.file(fileId!)}/thumbnail`)
      return res.ok ? URL.createObjectURL(await res.blob()) : null
    }
  })

export const useSaveNotifications = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Notifications) => api<Notifications>(accountApi.notifications, { method: "PUT", body }),
    onSuccess: (notifications) => queryClient.setQueryData<Profile>(profileKey, (p) => p && { ...p, notifications })
  })
}

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: { currentPassword: string; password: string; passwordConfirmation: string }) => api(accountApi.myPassword, { method: "PUT", body }) })

export const usePhone = () => useQuery({ queryKey: phoneKey, queryFn: () => api<PhoneState>(accountApi.phone) })

export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (body: { phone?: string; channel: Channel }) =>
      api<{ sentTo: string; channel: Channel; expiresInSeconds: number; retryAfterSeconds: number }>(accountApi.phoneVerification, { method: "POST", body })
  })

export const useConfirmPhone = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => api<PhoneState>(accountApi.phoneConfirm, { method: "POST", body: { code } }),
    onSuccess: (state) => {
      queryClient.setQueryData(phoneKey, state)
      void queryClient.invalidateQueries({ queryKey: profileKey })
    }
  })
}

export const useDeleteAccount = () =>
  useMutation({ mutationFn: (fullName: string) => api<{ status: string; erasedAt: string }>(accountApi.deletion, { method: "POST", body: { fullName } }) })

import { useMutation, useQuery } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { accountApi } from "./paths.ts"
import type { Channel, LoginKind, PasswordPolicy } from "./types.ts"

/** `POST /api/accounts`: the sign-up; the account waits for approval. */
export const useSignUp = () =>
  useMutation({ mutationFn: (form: Record<string, unknown>) => api<{ userId: string; status: string }>(accountApi.signUp, { method: "POST", body: form, idempotent: true }) })

/** `GET /api/accounts/password-policy`, or `/api/me/password-policy` (my clients' strictest) when logged in. */
export const usePasswordPolicy = (mine = false) =>
  useQuery({ queryKey: ["password-policy", mine], queryFn: () => api<PasswordPolicy>(mine ? accountApi.myPasswordPolicy : accountApi.passwordPolicy), staleTime: 300_000 })

/** `POST /api/accounts/first-access`: 202 whatever was asked. */
export const useFirstAccess = () =>
  useMutation({ mutationFn: (body: { login: string; country?: string }) => api(accountApi.firstAccess, { method: "POST", body }) })

export interface Login {
  by: LoginKind
  value: string
  country?: string
}

/** `POST /api/accounts/password-recovery`: a link by e-mail; 202 whatever was asked. */
export const useRecoveryLink = () => useMutation({ mutationFn: (body: Login) => api(accountApi.recovery, { method: "POST", body }) })

/** `POST /api/accounts/password-recovery/code`: a code by SMS/WhatsApp, if the phone is the registered one. */
export const useRecoveryCode = () =>
  useMutation({
    mutationFn: (body: Login & { phone: string; channel: Channel }) =>
      api<{ retryAfterSeconds: number; expiresInSeconds: number }>(accountApi.recoveryCode, { method: "POST", body })
  })

/** `POST /api/accounts/password-recovery/code/verify` → a fresh recovery link's parts. */
export const useVerifyCode = () =>
  useMutation({
    mutationFn: (body: Login & { code: string }) => api<{ username: string; uidb64: string; token: string }>(accountApi.verifyCode, { method: "POST", body })
  })

export interface LinkInfo {
  readonly username: string
  readonly purpose: "set_password" | "recover_password"
  readonly expiresAt: string
  readonly passwordPolicy: PasswordPolicy
}

/** `GET /api/accounts/links/:uidb64/:token`: a link checked before its form shows. */
export const useLink = (uidb64: string, token: string) =>
  useQuery({ queryKey: ["link", uidb64, token], queryFn: () => api<LinkInfo>(accountApi.link(uidb64, token)), retry: false, staleTime: Infinity })

/** `POST /api/accounts/password`: the link is spent. */
export const useSetPassword = () =>
  useMutation({
    mutationFn: (body: { username: string; uidb64: string; token: string; password: string; passwordConfirmation: string }) =>
      api<{ status: string; username: string }>(accountApi.password, { method: "POST", body })
  })

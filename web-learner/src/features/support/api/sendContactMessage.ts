import { useMutation } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { supportApi } from "./paths.ts"
import type { Receipt } from "./types.ts"

/** `POST /api/me/contact-messages` → 201 with the date the answer is due; one key per form, so a resend is not a second message. */
export const useSendContactMessage = (idempotencyKey: string) =>
  useMutation({ mutationFn: (request: { subject: string; message: string }) => api<Receipt>(supportApi.contact, { method: "POST", body: request, idempotencyKey }) })

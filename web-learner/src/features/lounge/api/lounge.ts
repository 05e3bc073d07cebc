import { useMutation, useQuery } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { loungeApi } from "./paths.ts"
import type { Lounge, Message, Question } from "./types.ts"

/**
 * `GET /api/me/lounges/:id`: the first load; from then on the live stream keeps it current (and
 * resumes itself after a drop), so it is never read again by itself.
 */
export const useLounge = (classId: string) =>
  useQuery({ queryKey: ["lounge", classId], queryFn: () => api<Lounge>(loungeApi.lounge(classId)), staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false })

/** A chat line or a question; the stream brings it to every viewer, this page included. */
export const useWrite = (classId: string, kind: "message" | "question") =>
  useMutation({
    mutationFn: (text: string): Promise<Message | Question> =>
      kind === "message"
        ? api<Message>(loungeApi.messages(classId), { method: "POST", idempotent: true, body: { text } })
        : api<Question>(loungeApi.questions(classId), { method: "POST", idempotent: true, body: { text } })
  })

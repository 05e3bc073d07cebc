import { useMutation, useQueryClient } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { senceApi, type SenceStatus } from "./paths.ts"

/** `POST /api/me/sence/sessions`: the 3 minutes start on the server now. */
export const useOpenSenceSession = (courseId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api<SenceStatus>(senceApi.sessions, { method: "POST", body: { courseId }, idempotent: true }),
    onSuccess: (status) => queryClient.setQueryData(["sence", courseId], status)
  })
}

/** `POST /api/me/sence/sessions/:id/start`; once started, the course (now with its content) is read again. */
export const useStartSenceSession = (courseId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ sessionId, rut, password }: { sessionId: string; rut: string; password: string }) =>
      api<SenceStatus>(senceApi.start(sessionId), { method: "POST", body: { rut, password } }),
    onSuccess: () => queryClient.invalidateQueries()
  })
}

/** `POST /api/me/sence/courses/:courseId/close`: the agency's close call; the course is read again (its content waits for a new session). */
export const useCloseSenceSession = (courseId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api<SenceStatus>(senceApi.close(courseId), { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries()
  })
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api, apiPage } from "../../../lib/api-client.ts"
import { learningApi } from "./paths.ts"
import type { Course, Detail } from "./types.ts"

/** SPEC §3's list filters; 'all' (and an empty search) means no filter, as its defaults say. */
export interface CourseFilters {
  readonly search: string
  readonly progress: string
  readonly category: string
  readonly tag: string
  readonly subscription: "all" | "enrolled" | "not_enrolled"
}
export const defaultFilters: CourseFilters = { search: "", progress: "all", category: "all", tag: "all", subscription: "all" }

const queryOf = (f: CourseFilters) => {
  const q = new URLSearchParams({ range: "[0,99]" })
  if (f.search.trim() !== "") q.set("q", f.search.trim())
  if (f.progress !== "all") q.set("progress", f.progress)
  if (f.category !== "all") q.set("category", f.category)
  if (f.tag !== "all") q.set("tag", f.tag)
  if (f.subscription !== "all") q.set("enrolled", f.subscription === "enrolled" ? "true" : "false")
  return q
}

/** `GET /api/me/courses` with the filters. */
export const useCourses = (filters: CourseFilters) =>
  useQuery({ queryKey: ["learning", "courses", filters], queryFn: () => apiPage<Course>(learningApi.courses(queryOf(filters))), placeholderData: keepPreviousData })

/** `GET /api/me/courses/:id`: the course with my standing and its activities. */
export const useCourse = (id: string) => useQuery({ queryKey: ["learning", "course", id], queryFn: () => api<Detail>(learningApi.course(id)) })

/** Enrol, unenrol, complete an activity: each answers the course as it is after the command. */
export const useCourseCommand = (id: string, classId?: string) => {
  const client = useQueryClient()
  return useMutation({
    // A completion without a connection fails at once, for the player to keep it (issue 48), rather than wait in memory.
    networkMode: "always",
    mutationFn: (command: { kind: "enrol" } | { kind: "unenrol" } | { kind: "complete"; activityId: string; key?: string } | { kind: "reaction"; answers: Record<string, string | number> }) =>
      command.kind === "enrol"
        ? api<Detail>(learningApi.enrolment(id), { method: "POST", idempotent: true })
        : command.kind === "unenrol"
          ? api<Detail>(learningApi.enrolment(id), { method: "DELETE", idempotent: true })
          : command.kind === "complete"
            ? api<Detail>(learningApi.completion(id, command.activityId, classId), { method: "POST", ...(command.key ? { idempotencyKey: command.key } : { idempotent: true }) })
            : api<Detail>(learningApi.reaction(id, classId), { method: "POST", idempotent: true, body: { answers: command.answers } }),
    onSuccess: (detail) => {
      client.setQueryData(["learning", "course", id], detail)
      void client.invalidateQueries({ queryKey: ["learning", "courses"] })
      void client.invalidateQueries({ queryKey: ["learning", "trails"] })
    }
  })
}

import { useQuery } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { senceApi, type SenceStatus } from "./paths.ts"

/** `GET /api/me/sence/courses/:id`: whether the course waits for my SENCE session. */
export const useSenceStatus = (courseId: string) => useQuery({ queryKey: ["sence", courseId], queryFn: () => api<SenceStatus>(senceApi.status(courseId)) })

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { MyCatalog, MyClass } from "../../../../../domain/api/classes/classes.ts"
import { api, ApiError, apiFetch, apiPage } from "../../../lib/api-client.ts"
import { classApi, type ClassType } from "./paths.ts"

export type Klass = typeof MyClass.Type
export type Catalog = typeof MyCatalog.Type

/** `GET /api/me/classes?type=`: my client's webinars, live classes or presential classes. */
export const useClasses = (type: ClassType) => useQuery({ queryKey: ["classes", "list", type], queryFn: () => apiPage<Klass>(classApi.list(type)).then((p) => p.items) })

/** `GET /api/me/classes?courseId=`: a presential course's classes. */
export const useCourseClasses = (courseId: string) =>
  useQuery({ queryKey: ["classes", "course", courseId], queryFn: () => apiPage<Klass>(classApi.ofCourse(courseId)).then((p) => p.items) })

export const useClass = (id: string) => useQuery({ queryKey: ["classes", "one", id], queryFn: () => api<Klass>(classApi.one(id)) })

export const useCatalogs = () => useQuery({ queryKey: ["classes", "catalogs"], queryFn: () => api<Array<Catalog>>(classApi.catalogs) })

/** Subscribe (`POST`) or unsubscribe (`DELETE`); every class read is refreshed after it. */
export const useSubscription = (id: string) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (on: boolean) => api<Klass>(classApi.subscription(id), { method: on ? "POST" : "DELETE", idempotent: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ["classes"] })
  })
}

/** The class's `.ics`, fetched with my token and handed to the browser as a download. */
export const downloadClassCalendar = async (id: string): Promise<void> => {
  const res = await apiFetch(classApi.calendar(id))
  if (!res.ok) throw new ApiError(res.status, "http.error", res.statusText)
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement("a")
  a.href = url
  a.download = `${id}.ics`
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

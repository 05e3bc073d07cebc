import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { ssoApi } from "./paths.ts"
import type { Showcase, SitePage, Steps } from "./types.ts"

/** `GET /api/site-pages/:id`: a public page, its body sanitized by the server. */
export const useSitePage = (pageId: string) => useQuery({ queryKey: ["site-page", pageId], queryFn: () => api<SitePage>(ssoApi.sitePage(pageId)), retry: false })

/** `GET /api/showcase/courses/:id`: a published course's showcase fields. */
export const useShowcase = (courseId: string) => useQuery({ queryKey: ["showcase", courseId], queryFn: () => api<Showcase>(ssoApi.showcase(courseId)), retry: false })

/** `GET /api/me/hotsite`: the hotsite of my country's running campaign. */
export const useHotsite = () => useQuery({ queryKey: ["hotsite"], queryFn: () => api<SitePage>(ssoApi.hotsite), retry: false })

/** `GET /api/me/shell-steps`: what comes before the home screen (complete-register, onboarding). */
export const useShellSteps = (enabled = true) => useQuery({ queryKey: ["shell-steps"], queryFn: () => api<Steps>(ssoApi.shellSteps), enabled })

/** `POST /api/me/onboarding`: the tour was seen or skipped; it is not shown again. */
export const useFinishOnboarding = () => {
  const client = useQueryClient()
  return useMutation({ mutationFn: () => api<Steps>(ssoApi.onboarding, { method: "POST" }), onSuccess: (steps) => client.setQueryData(["shell-steps"], steps) })
}

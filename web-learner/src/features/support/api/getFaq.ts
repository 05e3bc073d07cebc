import { useQuery } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { supportApi } from "./paths.ts"
import type { Faq } from "./types.ts"

/** `GET /api/me/faq?language=`: the FAQ in the app's language, by category. */
export const useFaq = (language: string) => useQuery({ queryKey: ["faq", language], queryFn: () => api<Faq>(supportApi.faq(language)) })

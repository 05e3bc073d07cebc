import { useQuery } from "@tanstack/react-query"
import { ApiError, apiFetch } from "../../../lib/api-client.ts"
import { language } from "../../../i18n/index.ts"
import { learningApi } from "./paths.ts"
import type { Verification } from "./types.ts"

/** Downloads my certificate's PDF (a bearer request, so through a blob rather than a plain link). */
export const downloadCertificate = async (code: string): Promise<void> => {
  const res = await apiFetch(learningApi.certificatePdf(code), { headers: { "accept-language": language() } })
  if (!res.ok) throw new ApiError(res.status, "http.error", res.statusText)
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement("a")
  a.href = url
  a.download = `certificate-${code}.pdf`
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/** `GET /api/certificates/:code`: the public verification, no token. */
export const useVerification = (code: string) =>
  useQuery({
    queryKey: ["verification", code],
    queryFn: async () => {
      const res = await fetch(learningApi.verification(code), { headers: { "accept-language": language() } })
      if (res.status === 404) return null
      if (!res.ok) throw new ApiError(res.status, "http.error", res.statusText)
      return (await res.json()) as Verification
    },
    retry: false
  })

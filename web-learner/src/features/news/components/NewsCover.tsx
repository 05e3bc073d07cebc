import { useEffect, useState } from "react"
import { apiFetch } from "../../../lib/api-client.ts"
import { newsApi } from "../api/paths.ts"

/**
 * An article's cover through the files API (it answers behind the bearer token, so an <img src>
 * cannot fetch it): an object URL; decorative (the title says what the article is), so `alt=""`.
 */
export const NewsCover = ({ fileId, which, className }: { fileId: string | null; which: "thumbnail" | "original"; className: string }) => {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    if (!fileId) return
    let url: string | undefined
    let live = true
    apiFetch(newsApi.cover(fileId, which))
      .then((r) => (r.ok ? r.blob() : undefined))
      .then((blob) => {
        if (blob && live) setSrc((url = URL.createObjectURL(blob)))
      })
      .catch(() => undefined)
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [fileId, which])
  return src ? <img className={className} src={src} alt="" /> : <div className={className} aria-hidden="true" />
}

import { useEffect, useState } from "react"
import { authedFetch } from "../authedFetch.ts"

/** An uploaded image as an object URL (an `<img>` sends no token): for the preview of a logo not saved yet. */
export const useFileUrl = (fileId: string | undefined): string | undefined => {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!fileId) return setUrl(undefined)
    let made: string | undefined
    void authedFetch(`/api/files/${encodeURIComponent(fileId)}`)
      .then((r) => (r.ok ? r.blob() : undefined))
      .then((blob) => {
        if (blob) setUrl((made = URL.createObjectURL(blob)))
      })
      .catch(() => undefined)
    return () => {
      if (made) URL.revokeObjectURL(made)
    }
  }, [fileId])
  return url
}

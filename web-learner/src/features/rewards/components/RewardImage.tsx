import { useEffect, useState } from "react"
import { apiFetch } from "../../../lib/api-client.ts"
import { rewardApi } from "../api/paths.ts"

/**
 * A reward's thumbnail through the files API (it answers behind the bearer token, so an <img src>
 * cannot fetch it): an object URL, or the name's initial on a plain tile while there is none.
 */
export const RewardImage = ({ fileId, name }: { fileId: string | null; name: string }) => {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    if (!fileId) return
    let url: string | undefined
    let live = true
    apiFetch(rewardApi.thumbnail(fileId))
      .then((r) => (r.ok ? r.blob() : undefined))
      .then((blob) => {
        if (blob && live) setSrc((url = URL.createObjectURL(blob)))
      })
      .catch(() => undefined)
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [fileId])
  return src ? <img className="reward-image" src={src} alt="" /> : <div className="reward-image" aria-hidden="true">{name.slice(0, 1).toUpperCase()}</div>
}

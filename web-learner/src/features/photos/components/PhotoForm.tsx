import { useState, type FormEvent } from "react"
import { t } from "../../../i18n/index.ts"
import { ApiError } from "../../../lib/api-client.ts"
import type { Week } from "../api/getPhotoWeek.ts"
import { useSendPhoto } from "../api/sendPhoto.ts"

const maxBytes = 10_000_000

/**
 * The store, the photo type and the picture (the phone's rear camera, `capture`), with the types
 * whose slot this week is taken marked as such; the server's refusal is shown in words.
 */
export const PhotoForm = ({ week }: { week: Week }) => {
  const send = useSendPhoto()
  const [storeId, setStoreId] = useState(week.stores[0]?.storeId ?? "")
  const [photoType, setPhotoType] = useState("")
  const [file, setFile] = useState<File | null>(null)
  const [problem, setProblem] = useState<string | undefined>(undefined)
  const taken = (type: string) => week.slots.some((s) => s.storeId === storeId && s.photoType === type)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (photoType === "") return setProblem(t("photos.typeRequired"))
    if (file === null) return setProblem(t("photos.fileRequired"))
    if (!file.type.startsWith("image/")) return setProblem(t("photos.fileType"))
    if (file.size > maxBytes) return setProblem(t("photos.fileTooLarge"))
    setProblem(undefined)
    // Sent: that type's slot is taken now, so the choice starts over.
    send.mutate({ campaignId: week.campaignId, storeId, photoType, file }, { onSuccess: () => setPhotoType("") })
  }

  return (
    <form className="card" onSubmit={submit} noValidate aria-labelledby="photo-form-title">
      <h2 id="photo-form-title">{t("photos.send")}</h2>
      <div className="field">
        <label htmlFor="photo-store">{t("photos.store")}</label>
        <select id="photo-store" value={storeId} onChange={(e) => setStoreId(e.target.value)}>
          {week.stores.map((s) => (
            <option key={s.storeId} value={s.storeId}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="photo-type">{t("photos.type")}</label>
        <select id="photo-type" value={photoType} onChange={(e) => setPhotoType(e.target.value)}>
          <option value="">{t("photos.choose")}</option>
          {week.photoTypes.map((p) => (
            <option key={p.photoTypeId} value={p.photoTypeId} disabled={taken(p.photoTypeId)}>
              {taken(p.photoTypeId) ? t("photos.typeTaken", { name: p.name }) : p.points === null ? p.name : t("photos.typePoints", { name: p.name, points: p.points })}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="photo-file">{t("photos.picture")}</label>
        <input id="photo-file" type="file" accept="image/*" capture="environment" aria-describedby="photo-file-help" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <p id="photo-file-help" className="help">
          {t("photos.pictureHelp")}
        </p>
      </div>
      {problem !== undefined && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      {send.isError && (
        <p className="error" role="alert">
          {send.error instanceof ApiError && send.error.message ? send.error.message : t("error.generic")}
        </p>
      )}
      {send.isSuccess && (
        <p className="success" role="status">
          {t("photos.sent")}
        </p>
      )}
      <button type="submit" disabled={send.isPending}>
        {send.isPending ? t("photos.sending") : t("photos.submit")}
      </button>
    </form>
  )
}

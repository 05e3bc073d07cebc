import { useId, useState } from "react"
import { useAvatarUrl, useRemoveAvatar, useSetAvatar } from "../../api/profile.ts"
import type { Profile } from "../../api/types.ts"
import { ta, type AccountsKey } from "../../i18n/index.ts"
import { errorMessage } from "../serverErrors.ts"

/** DESIGN §5.4: images of at most 10 MB; the server sniffs the type and re-encodes without metadata. */
const maxBytes = 10_000_000
const types = ["image/jpeg", "image/png", "image/webp"]

/** The avatar (SPEC §2 "avatar change"): uploaded through the files API, shown from its thumbnail. */
export const AvatarEditor = ({ profile }: { profile: Profile }) => {
  const id = useId()
  const url = useAvatarUrl(profile.avatarFileId)
  const setAvatar = useSetAvatar()
  const remove = useRemoveAvatar()
  const [problem, setProblem] = useState<AccountsKey | undefined>()
  const choose = (file: File | undefined) => {
    setProblem(undefined)
    if (!file) return
    if (!types.includes(file.type)) return setProblem("avatar.type")
    if (file.size > maxBytes) return setProblem("avatar.tooLarge")
    setAvatar.mutate(file)
  }
  const failed = setAvatar.error ?? remove.error
  return (
    <div className="avatar">
      {profile.avatarFileId && url.data ? <img src={url.data} alt={ta("avatar.alt")} width={96} height={96} /> : <p>{ta("avatar.none")}</p>}
      <div className="actions">
        <label htmlFor={id} className="button secondary">
          {ta("avatar.choose")}
        </label>
        <input id={id} className="visually-hidden" type="file" accept={types.join(",")} aria-describedby={`${id}-help`} onChange={(e) => choose(e.target.files?.[0])} />
        {profile.avatarFileId && (
          <button type="button" className="secondary" onClick={() => remove.mutate(undefined)} disabled={remove.isPending}>
            {ta("avatar.remove")}
          </button>
        )}
      </div>
      <p id={`${id}-help`} className="help">
        {ta("avatar.help")}
      </p>
      {setAvatar.isPending && <p role="status">{ta("form.sending")}</p>}
      {(problem || failed) && (
        <p className="error" role="alert">
          {problem ? ta(problem) : errorMessage(failed)}
        </p>
      )}
    </div>
  )
}

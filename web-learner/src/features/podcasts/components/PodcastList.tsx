import "../podcasts.css"
import { useState, type FormEvent } from "react"
import { Link, useNavigate } from "react-router"
import { QueryView } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import { usePlaylists } from "../api/getPlaylists.ts"
import { podcastPaths } from "../api/paths.ts"
import { PlaylistCard } from "./PlaylistCard.tsx"

/** `podcasts` and `podcasts/search/{name}` (SPEC §2): the search lives in the path, so it can be shared and reloaded. */
export const PodcastList = ({ name }: { name: string }) => {
  const navigate = useNavigate()
  const [typed, setTyped] = useState(name)
  const list = usePlaylists(name)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    navigate(typed.trim() === "" ? podcastPaths.list : podcastPaths.search(typed.trim()))
  }
  return (
    <>
      <h1>{t("podcasts.title")}</h1>
      <form role="search" className="actions podcast-search" onSubmit={submit}>
        <label className="visually-hidden" htmlFor="podcast-search">
          {t("podcasts.search")}
        </label>
        <input id="podcast-search" type="search" value={typed} placeholder={t("podcasts.search")} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit">{t("podcasts.searchButton")}</button>
      </form>
      {name !== "" && (
        <p>
          <strong>{t("podcasts.results", { name })}</strong> · <Link to={podcastPaths.list}>{t("podcasts.all")}</Link>
        </p>
      )}
      <QueryView query={list} isEmpty={(d) => d.items.length === 0} empty={name === "" ? t("podcasts.empty") : t("podcasts.noResults", { name })}>
        {(d) => (
          <ul className="cards">
            {d.items.map((p) => (
              <PlaylistCard key={p.playlistId} playlist={p} />
            ))}
          </ul>
        )}
      </QueryView>
    </>
  )
}

import { t, useLanguage } from "../../../i18n/index.ts"
import type { MessageKey } from "../../../i18n/pt-BR.ts"
import { formatNumber } from "../../../lib/format.ts"
import { Failed, Loading } from "../../../components/states.tsx"
import { useLevel, type Level } from "../api/getLevel.ts"

const levelName = (level: number): MessageKey => (level >= 3 ? "level.name.3" : level === 2 ? "level.name.2" : "level.name.1")

/** The next level's reach and this level's keep-minimum, from the campaign's thresholds (DESIGN §4.5). */
const targets = (l: Level): { next: number | null; reach: number | null; keep: number | null } => {
  const th = l.thresholds
  if (th === null) return { next: null, reach: null, keep: null }
  if (l.level <= 1) return { next: 2, reach: th.creator.reach, keep: null }
  if (l.level === 2) return { next: 3, reach: th.influencer.reach, keep: th.creator.keep }
  return { next: null, reach: null, keep: th.influencer.keep }
}

/** Level and progress: an XP bar to the next level and the minimum to keep this one. */
export const LevelCard = () => {
  const locale = useLanguage()
  const level = useLevel()
  if (level.data === undefined)
    return (
      <section className="card" aria-labelledby="level-title">
        <h2 id="level-title">{t("level.title")}</h2>
        {level.isError ? <Failed error={level.error} onRetry={level.refetch} /> : <Loading />}
      </section>
    )
  const l = level.data
  const { next, reach, keep } = targets(l)
  const n = (x: number) => formatNumber(x, locale)
  return (
    <section className="card" aria-labelledby="level-title">
      <h2 id="level-title">{t("level.title")}</h2>
      <p className="big">
        {t("home.level", { level: l.level })} · {t(levelName(l.level))}
      </p>
      <p>{t("level.xp", { xp: n(l.campaignXp) })}</p>
      {next !== null && reach !== null ? (
        <>
          <progress max={reach} value={Math.min(l.campaignXp, reach)} aria-label={t("level.title")} />
          {reach > l.campaignXp && <p>{t("level.toNext", { xp: n(reach - l.campaignXp), level: next })}</p>}
        </>
      ) : (
        <p>{t("level.top")}</p>
      )}
      {keep !== null && <p>{t("level.keep", { xp: n(keep) })}</p>}
      {l.pendingRequest !== null && <p className="note">{t("level.pending", { level: l.pendingRequest.toLevel })}</p>}
    </section>
  )
}

import { useGameRounds } from "../api/gameRounds.ts"
import { tl } from "../i18n/index.ts"

/** My finished rounds of the course's games, latest first, as the server keeps them (RecordGameRound). */
export const PreviousRounds = ({ courseId }: { courseId: string }) => {
  const rounds = useGameRounds(courseId)
  if (!rounds.data || rounds.data.length === 0) return null
  return (
    <section aria-labelledby="rounds-title">
      <h3 id="rounds-title">{tl("course.gameRounds")}</h3>
      <ul className="results-list" data-testid="game-rounds">
        {rounds.data.map((r) => (
          <li key={r.id}>
            {tl("course.gameRoundLine", { activity: r.activityTitle ?? r.activityId, round: r.round, score: r.score, errors: r.errors })}
            <span className={`badge ${r.won ? "approved" : "reproved"}`}>{tl(r.won ? "course.roundWon" : "course.roundLost")}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

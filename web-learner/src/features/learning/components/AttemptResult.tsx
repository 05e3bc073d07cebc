import type { Outcome } from "../api/types.ts"
import { tl } from "../i18n/index.ts"

/** What the grade means and what happens next (DESIGN §4.8: blocked, restarted, reproved, improve, try again). */
const nextStep = (o: Outcome): string | undefined => {
  if (o.result === "failed" && o.attemptsLeft === 0)
    return o.courseStatus === "blocked" ? tl("test.next.blocked") : o.courseStatus === "restarted" || o.courseStatus === "not_started" ? tl("test.next.restarted") : tl("test.next.reproved")
  if (o.result === "failed") return tl("test.next.retry")
  if (o.attemptsLeft !== 0) return tl("test.next.improve")
  return undefined
}

export const AttemptResult = ({ outcome }: { outcome: Outcome }) => {
  const score = outcome.score ?? 0
  const text =
    outcome.result === "passed"
      ? tl("test.result.passed", { score })
      : outcome.result === "improved"
        ? tl("test.result.improved", { score })
        : outcome.result === "kept"
          ? tl("test.result.kept", { score, best: outcome.bestScore ?? score })
          : tl("test.result.failed", { score, mark: outcome.passMark })
  const next = nextStep(outcome)
  return (
    <section className={`card result ${outcome.passed ? "passed" : "failed"}`} aria-labelledby="result-title" role="status">
      <h2 id="result-title">{tl("test.result")}</h2>
      <p className="big">{text}</p>
      <p>{outcome.attemptsLeft === null ? tl("test.unlimited") : tl("test.attemptsLeft", { n: outcome.attemptsLeft })}</p>
      {next && <p>{next}</p>}
    </section>
  )
}

import { Cause, Exit, Schema } from "effect"
import { Game } from "../../../domain/game/content.ts"
import { gameProblem } from "../../../domain/game/problems.ts"
import { translate } from "../../../domain/i18n/translate.ts"

/**
 * The editor's check of a game's JSON with the domain's own Schema and winnability rule, so the
 * console says what the server would refuse (`game.pair_without_match` …) before it is sent.
 * Undefined when the game is fine.
 */
export const gameJsonProblem = (json: string, activityId: string, locale: string): string | undefined => {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (e) {
    return `JSON: ${(e as Error).message}`
  }
  const decoded = Schema.decodeUnknownExit(Game)(value)
  if (Exit.isFailure(decoded)) {
    const error = Cause.squash(decoded.cause)
    return `${translate("input.invalid", locale)} ${(error instanceof Error ? error.message : String(error)).split("\n").slice(0, 4).join(" ")}`
  }
  const problem = gameProblem(activityId, decoded.value)
  return problem ? translate(problem.code, locale, { ...problem }) : undefined
}

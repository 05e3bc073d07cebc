/** Messages of course authoring and game rounds (EditCourse, RecordGameRound). */
export const authoringEnUS = {
  "game.not_a_game": "The activity {activityId} is not a game.",
  "game.round_inconsistent": "The round's result does not match its errors: {errors} error(s) for {errorsAllowed} allowed.",
  "game.round_already_recorded": "The round {roundId} of the activity {activityId} was already recorded with another result."
}

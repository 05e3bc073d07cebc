/** Messages of course authoring and game rounds (EditCourse, RecordGameRound). */
export const authoringEsES = {
  "game.not_a_game": "La actividad {activityId} no es un juego.",
  "game.round_inconsistent": "El resultado de la ronda no coincide con sus errores: {errors} error(es) para {errorsAllowed} permitido(s).",
  "game.round_already_recorded": "La ronda {roundId} de la actividad {activityId} ya se registró con otro resultado."
}

/** Messages of course authoring and game rounds (EditCourse, RecordGameRound). */
export const authoringFrFR = {
  "game.not_a_game": "L’activité {activityId} n’est pas un jeu.",
  "game.round_inconsistent": "Le résultat de la partie ne correspond pas à ses erreurs : {errors} erreur(s) pour {errorsAllowed} permise(s).",
  "game.round_already_recorded": "La partie {roundId} de l’activité {activityId} a déjà été enregistrée avec un autre résultat."
}

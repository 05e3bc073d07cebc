/** Messages of the field programme's codes (store photos, meetups and check-in). */
export const fieldFrFR = {
  "photo.type_already_exists": "Un type de photo avec le code {photoTypeId} existe déjà.",
  "photo.type_not_found": "Nous n'avons pas trouvé le type de photo {photoTypeId}.",
  "photo.already_exists": "La photo {photoId} a déjà été envoyée.",
  "photo.not_found": "Nous n'avons pas trouvé la photo {photoId}.",
  "photo.campaign_not_running": "La campagne {campaignId} n'est pas en cours (du {begins} au {ends}) : les photos ne peuvent être envoyées que pendant la campagne.",
  "photo.not_registered": "Vous devez être inscrit à la campagne {campaignId} pour envoyer des photos.",
  "photo.store_not_registered": "Le magasin {storeId} ne fait pas partie des magasins de votre inscription.",
  "photo.already_sent_this_week": "Ce magasin a déjà une photo de ce type cette semaine ({week}). Une nouvelle photo pourra être envoyée à partir du {reopensAt}.",
  "photo.file_unknown": "Le fichier {fileId} n'est pas une photo que vous avez envoyée. Prenez ou choisissez la photo à nouveau.",
  "photo.already_audited": "La photo {photoId} a déjà été auditée ({status}).",
  "meetup.already_exists": "Un événement avec le code {meetupId} existe déjà.",
  "meetup.not_found": "Nous n'avons pas trouvé l'événement {meetupId}.",
  "meetup.ends_before_start": "L'événement doit se terminer après son début (début {startsAt}, fin {endsAt}).",
  "checkin.other_country": "Cet événement appartient à un autre pays ({country}) : seuls les participants de ce pays peuvent s'enregistrer.",
  "checkin.closed": "L'enregistrement à cet événement n'est pas ouvert : il ouvre le {opensAt} et ferme le {endsAt}.",
  "checkin.code_format": "Le code d'enregistrement comporte six chiffres.",
  "checkin.code_invalid": "Ce n'est pas le code actuel de l'événement. Vérifiez le code affiché sur l'écran de l'événement.",
  "checkin.level_required": "Cet événement est ouvert à partir du niveau {minLevel} ; votre niveau est {level}.",
  "checkin.already": "Vous êtes déjà enregistré à cet événement.",
  "ranking.disabled": "Le classement n'est pas disponible pour votre entreprise.",
  "checkin.full": "L'événement est complet : les {capacity} places sont prises."
} as const

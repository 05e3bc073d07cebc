/** Messages of the podcasts' and the library's codes (DESIGN §4.10). */
export const contentFrFR = {
  "podcast.playlist_already_exists": "Une playlist avec le code {playlistId} existe déjà.",
  "podcast.playlist_not_found": "Nous n'avons pas trouvé la playlist {playlistId}.",
  "podcast.audio_already_exists": "La playlist {playlistId} a déjà un audio avec le code {audioId}.",
  "podcast.audio_not_found": "Nous n'avons pas trouvé l'audio {audioId} dans la playlist {playlistId}.",
  "podcast.playlist_empty": "Ajoutez au moins un audio à la playlist {playlistId} avant de la publier.",
  "podcast.playlist_status": "La playlist {playlistId} ne peut pas faire cela dans son état actuel ({status}).",
  "podcast.client_unknown": "Nous n'avons pas trouvé l'entreprise {clientId}.",
  "library.file_already_exists": "Un fichier de la bibliothèque avec le code {libraryFileId} existe déjà.",
  "library.file_not_found": "Nous n'avons pas trouvé le fichier {libraryFileId} dans la bibliothèque.",
  "library.client_unknown": "Nous n'avons pas trouvé l'entreprise {clientId}.",
  "podcast.disabled": "Les podcasts ne sont pas disponibles pour votre entreprise.",
  "library.disabled": "La bibliothèque n'est pas disponible pour votre entreprise."
} as const

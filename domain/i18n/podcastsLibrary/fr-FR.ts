/** Messages of the podcasts' and the library's codes (DESIGN §4.10). */
export const podcastsLibraryFrFR = {
  "playlist.already_exists": "Une playlist avec le code {playlistId} existe déjà.",
  "playlist.not_found": "Nous n'avons pas trouvé la playlist {playlistId}.",
  "audio.already_exists": "La playlist {playlistId} a déjà un audio avec le code {audioId}.",
  "audio.not_found": "Nous n'avons pas trouvé l'audio {audioId} dans la playlist {playlistId}.",
  "playlist.empty": "Ajoutez au moins un audio à la playlist {playlistId} avant de la publier.",
  "playlist.status": "La playlist {playlistId} ne peut pas faire cela dans son état actuel ({status}).",
  "playlist.client_unknown": "Nous n'avons pas trouvé l'entreprise {clientId}.",
  "library.already_exists": "Un fichier de la bibliothèque avec le code {libraryFileId} existe déjà.",
  "library.not_found": "Nous n'avons pas trouvé le fichier {libraryFileId} dans la bibliothèque.",
  "library.client_unknown": "Nous n'avons pas trouvé l'entreprise {clientId}.",
  "podcast.disabled": "Les podcasts ne sont pas disponibles pour votre entreprise.",
  "library.disabled": "La bibliothèque n'est pas disponible pour votre entreprise."
} as const

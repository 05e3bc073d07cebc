/** Messages of the podcasts' and the library's codes (DESIGN §4.10). */
export const contentEsES = {
  "podcast.playlist_already_exists": "Ya existe una lista de reproducción con el código {playlistId}.",
  "podcast.playlist_not_found": "No encontramos la lista de reproducción {playlistId}.",
  "podcast.audio_already_exists": "La lista {playlistId} ya tiene un audio con el código {audioId}.",
  "podcast.audio_not_found": "No encontramos el audio {audioId} en la lista {playlistId}.",
  "podcast.playlist_empty": "Añade al menos un audio a la lista {playlistId} antes de publicarla.",
  "podcast.playlist_status": "La lista {playlistId} no puede hacer esto en su estado actual ({status}).",
  "podcast.client_unknown": "No encontramos la empresa {clientId}.",
  "library.file_already_exists": "Ya existe un archivo de la biblioteca con el código {libraryFileId}.",
  "library.file_not_found": "No encontramos el archivo {libraryFileId} en la biblioteca.",
  "library.client_unknown": "No encontramos la empresa {clientId}.",
  "podcast.disabled": "Los podcasts no están disponibles para tu empresa.",
  "library.disabled": "La biblioteca no está disponible para tu empresa."
} as const

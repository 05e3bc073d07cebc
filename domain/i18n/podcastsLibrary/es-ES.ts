/** Messages of the podcasts' and the library's codes (DESIGN §4.10). */
export const podcastsLibraryEsES = {
  "playlist.already_exists": "Ya existe una lista de reproducción con el código {playlistId}.",
  "playlist.not_found": "No encontramos la lista de reproducción {playlistId}.",
  "audio.already_exists": "La lista {playlistId} ya tiene un audio con el código {audioId}.",
  "audio.not_found": "No encontramos el audio {audioId} en la lista {playlistId}.",
  "playlist.empty": "Añade al menos un audio a la lista {playlistId} antes de publicarla.",
  "playlist.status": "La lista {playlistId} no puede hacer esto en su estado actual ({status}).",
  "playlist.client_unknown": "No encontramos la empresa {clientId}.",
  "library.already_exists": "Ya existe un archivo de la biblioteca con el código {libraryFileId}.",
  "library.not_found": "No encontramos el archivo {libraryFileId} en la biblioteca.",
  "library.client_unknown": "No encontramos la empresa {clientId}.",
  "podcast.disabled": "Los podcasts no están disponibles para tu empresa.",
  "library.disabled": "La biblioteca no está disponible para tu empresa."
} as const

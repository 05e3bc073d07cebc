/** Messages of the podcasts' and the library's codes (DESIGN §4.10). */
export const contentEnUS = {
  "podcast.playlist_already_exists": "A playlist with the code {playlistId} already exists.",
  "podcast.playlist_not_found": "We could not find the playlist {playlistId}.",
  "podcast.audio_already_exists": "The playlist {playlistId} already has an audio with the code {audioId}.",
  "podcast.audio_not_found": "We could not find the audio {audioId} in the playlist {playlistId}.",
  "podcast.playlist_empty": "Add at least one audio to the playlist {playlistId} before publishing it.",
  "podcast.playlist_status": "The playlist {playlistId} cannot do this in its current state ({status}).",
  "podcast.client_unknown": "We could not find the company {clientId}.",
  "library.file_already_exists": "A library file with the code {libraryFileId} already exists.",
  "library.file_not_found": "We could not find the file {libraryFileId} in the library.",
  "library.client_unknown": "We could not find the company {clientId}.",
  "podcast.disabled": "Podcasts are not available for your company.",
  "library.disabled": "The library is not available for your company."
} as const

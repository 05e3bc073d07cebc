/** Messages of the podcasts' and the library's codes (DESIGN §4.10). */
export const podcastsLibraryEnUS = {
  "playlist.already_exists": "A playlist with the code {playlistId} already exists.",
  "playlist.not_found": "We could not find the playlist {playlistId}.",
  "audio.already_exists": "The playlist {playlistId} already has an audio with the code {audioId}.",
  "audio.not_found": "We could not find the audio {audioId} in the playlist {playlistId}.",
  "playlist.empty": "Add at least one audio to the playlist {playlistId} before publishing it.",
  "playlist.status": "The playlist {playlistId} cannot do this in its current state ({status}).",
  "playlist.client_unknown": "We could not find the company {clientId}.",
  "library.already_exists": "A library file with the code {libraryFileId} already exists.",
  "library.not_found": "We could not find the file {libraryFileId} in the library.",
  "library.client_unknown": "We could not find the company {clientId}.",
  "podcast.disabled": "Podcasts are not available for your company.",
  "library.disabled": "The library is not available for your company."
} as const

/** Messages of the podcasts' and the library's codes (DESIGN §4.10). */
export const podcastsLibraryPtBR = {
  "playlist.already_exists": "Já existe uma playlist com o código {playlistId}.",
  "playlist.not_found": "Não encontramos a playlist {playlistId}.",
  "audio.already_exists": "A playlist {playlistId} já tem um áudio com o código {audioId}.",
  "audio.not_found": "Não encontramos o áudio {audioId} na playlist {playlistId}.",
  "playlist.empty": "Adicione ao menos um áudio à playlist {playlistId} antes de publicá-la.",
  "playlist.status": "A playlist {playlistId} não pode fazer isso no estado atual ({status}).",
  "playlist.client_unknown": "Não encontramos a empresa {clientId}.",
  "library.already_exists": "Já existe um arquivo da biblioteca com o código {libraryFileId}.",
  "library.not_found": "Não encontramos o arquivo {libraryFileId} na biblioteca.",
  "library.client_unknown": "Não encontramos a empresa {clientId}.",
  "podcast.disabled": "Os podcasts não estão disponíveis para a sua empresa.",
  "library.disabled": "A biblioteca não está disponível para a sua empresa."
} as const

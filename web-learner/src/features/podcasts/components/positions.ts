/**
 * The player's memory, in localStorage so it outlives a screen change and a reload: the position
 * in each audio (by playlist and audio) and the audio last chosen in each playlist. The server
 * keeps the same positions (reported as the audio plays); the larger of the two wins, so a
 * position reported from another device is not lost and one not yet reported is not either.
 */
const prefix = "vitrine.podcasts."

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(prefix + key)
  } catch {
    return null
  }
}
const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(prefix + key, value)
  } catch {
    // A full or blocked storage only costs the resume point on this device: the server keeps it too.
  }
}

export const savedPosition = (playlistId: string, audioId: string): number => Number(read(`position.${playlistId}.${audioId}`) ?? 0) || 0
export const savePosition = (playlistId: string, audioId: string, seconds: number): void => write(`position.${playlistId}.${audioId}`, String(seconds))

export const lastAudio = (playlistId: string): string | null => read(`current.${playlistId}`)
export const saveLastAudio = (playlistId: string, audioId: string): void => write(`current.${playlistId}`, audioId)

/** "1:05" from seconds. */
export const clock = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`

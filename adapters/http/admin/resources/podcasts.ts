import type { ResourceSpec } from "../resource.ts"

/** Playlists of every client and status. Content has no country (as the catalogue): any admin authors it. */
export const playlistsResource: ResourceSpec = {
  name: "playlists",
  from: "playlists p",
  joins: "LEFT JOIN clients c ON c.client_id = p.client_id",
  id: "p.playlist_id",
  fields: {
    id: "p.playlist_id",
    clientId: "p.client_id",
    clientName: "c.name",
    title: "p.title",
    description: "p.description",
    status: "p.status",
    audioCount: "p.audio_count",
    totalSeconds: "p.total_seconds",
    listeners: "(SELECT count(DISTINCT l.user_id) FROM listenings l WHERE l.playlist_id = p.playlist_id)",
    createdAt: "p.created_at"
  },
  filters: { clientId: "p.client_id", status: "p.status" },
  search: ["p.title LIKE ?", "p.playlist_id LIKE ?"],
  scope: undefined,
  defaultSort: ["createdAt", "DESC"],
  roles: ["admin"]
}

/** A playlist's audios (filter `playlistId`), in playlist order, with how many listened and finished each. */
export const podcastAudiosResource: ResourceSpec = {
  name: "podcast-audios",
  from: "podcast_audios a",
  id: "a.playlist_id || ':' || a.audio_id",
  fields: {
    id: "a.playlist_id || ':' || a.audio_id",
    playlistId: "a.playlist_id",
    audioId: "a.audio_id",
    position: "a.position",
    title: "a.title",
    fileId: "a.file_id",
    durationSeconds: "a.duration_seconds",
    listeners: "(SELECT count(*) FROM listenings l WHERE l.playlist_id = a.playlist_id AND l.audio_id = a.audio_id)",
    completions: "(SELECT count(*) FROM listenings l WHERE l.playlist_id = a.playlist_id AND l.audio_id = a.audio_id AND l.completed = 1)"
  },
  filters: { playlistId: "a.playlist_id" },
  search: ["a.title LIKE ?"],
  scope: undefined,
  defaultSort: ["position", "ASC"],
  roles: ["admin"]
}

/** The listening report (DESIGN §4.10): each learner's last position in each audio, exportable. */
export const listeningsResource: ResourceSpec = {
  name: "listenings",
  from: "listenings l",
  joins: "JOIN podcast_audios a ON a.playlist_id = l.playlist_id AND a.audio_id = l.audio_id LEFT JOIN personal_data pd ON pd.user_id = l.user_id",
  id: "l.playlist_id || ':' || l.audio_id || ':' || l.user_id",
  fields: {
    id: "l.playlist_id || ':' || l.audio_id || ':' || l.user_id",
    playlistId: "l.playlist_id",
    audioId: "l.audio_id",
    audioTitle: "a.title",
    userId: "l.user_id",
    userName: "pd.full_name",
    positionSeconds: "l.position_seconds",
    durationSeconds: "a.duration_seconds",
    percent: "round(100.0 * l.position_seconds / a.duration_seconds)",
    completed: "l.completed",
    updatedAt: "l.updated_at"
  },
  filters: { playlistId: "l.playlist_id", audioId: "l.audio_id", userId: "l.user_id", completed: "l.completed" },
  search: ["l.user_id IN (SELECT user_id FROM personal_data WHERE full_name LIKE ?)"],
  scope: undefined,
  booleans: ["completed"],
  defaultSort: ["updatedAt", "DESC"],
  roles: ["admin"]
}

import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { defineProjection } from "./define.ts"

/** Playlists with their audios' count and length: the learner's list and the console's both read it. */
export const playlists = sqliteTable(
  "playlists",
  {
    playlistId: text("playlist_id").primaryKey(),
    clientId: text("client_id").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status").notNull(),
    audioCount: integer("audio_count").notNull(),
    totalSeconds: real("total_seconds").notNull(),
    createdAt: text("created_at").notNull()
  },
  (t) => [index("playlists_client").on(t.clientId, t.status)]
)

export const podcastAudios = sqliteTable(
  "podcast_audios",
  {
    playlistId: text("playlist_id").notNull(),
    audioId: text("audio_id").notNull(),
    /** Its place in the playlist: the order it was added in. */
    position: integer("position").notNull(),
    title: text("title").notNull(),
    fileId: text("file_id").notNull(),
    durationSeconds: real("duration_seconds").notNull()
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.audioId] })]
)

/** Each learner's last position in each audio (the listening report sums it). */
export const listenings = sqliteTable(
  "listenings",
  {
    playlistId: text("playlist_id").notNull(),
    audioId: text("audio_id").notNull(),
    userId: text("user_id").notNull(),
    positionSeconds: real("position_seconds").notNull(),
    completed: integer("completed").notNull(),
    updatedAt: text("updated_at").notNull()
  },
  (t) => [primaryKey({ columns: [t.playlistId, t.audioId, t.userId] }), index("listenings_user").on(t.userId)]
)

export const podcastsProjection = defineProjection({
  name: "podcasts",
  version: 1,
  tables: [playlists, podcastAudios, listenings],
  handlers: (db) => {
    const create = db.prepare(
      "INSERT INTO playlists (playlist_id, client_id, title, description, status, audio_count, total_seconds, created_at) VALUES (?, ?, ?, ?, 'draft', 0, 0, ?)"
    )
    const add = db.prepare(
      "INSERT INTO podcast_audios (playlist_id, audio_id, position, title, file_id, duration_seconds) VALUES (?, ?, (SELECT count(*) FROM podcast_audios WHERE playlist_id = ?), ?, ?, ?)"
    )
    const count = db.prepare("UPDATE playlists SET audio_count = audio_count + 1, total_seconds = total_seconds + ? WHERE playlist_id = ?")
    const status = db.prepare("UPDATE playlists SET status = ? WHERE playlist_id = ?")
    const listen = db.prepare(
      `INSERT INTO listenings (playlist_id, audio_id, user_id, position_seconds, completed, updated_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (playlist_id, audio_id, user_id) DO UPDATE SET position_seconds = excluded.position_seconds, completed = excluded.completed, updated_at = excluded.updated_at`
    )
    return {
      PlaylistCreated: (e, ev) => create.run(e.playlistId, e.clientId, e.title, e.description ?? null, ev.recordedAt),
      AudioAdded: (e) => {
        add.run(e.playlistId, e.audioId, e.playlistId, e.title, e.fileId, e.durationSeconds)
        count.run(e.durationSeconds, e.playlistId)
      },
      PlaylistPublished: (e) => status.run("published", e.playlistId),
      PlaylistUnpublished: (e) => status.run("unpublished", e.playlistId),
      ListeningReported: (e, ev) => listen.run(e.playlistId, e.audioId, e.userId, e.positionSeconds, e.completed ? 1 : 0, ev.recordedAt)
    }
  }
})

import { Effect } from "effect"
import { PodcastsDisabled } from "../../../domain/api/podcastsLibrary/errors.ts"
import type { Principal } from "../../../domain/api/security.ts"
import { searchKey } from "../../../domain/course/search.ts"
import { PlaylistNotFound } from "../../../domain/podcast/errors.ts"
import { failureOf } from "../errors.ts"
import { mediaUrl } from "../media/links.ts"
import { ensureSearchKey } from "../me/learningReads.ts"
import { page, pageRequest, type ListSpec } from "../me/lists.ts"
import { submitAsMe } from "../me/submitAsMe.ts"
import { ServerContext } from "../ServerContext.ts"
import { contentClient } from "./myClient.ts"

const playlistList: ListSpec = {
  resource: "podcasts",
  sortable: { id: "p.playlist_id", title: "p.title", createdAt: "p.created_at", audioCount: "p.audio_count" },
  defaultSort: ["createdAt", "DESC"],
  tieBreak: "p.playlist_id"
}

const columns = `p.playlist_id AS id, p.playlist_id AS playlistId, p.title, p.description, p.audio_count AS audioCount, p.total_seconds AS totalSeconds,
  (SELECT count(*) FROM listenings l WHERE l.playlist_id = p.playlist_id AND l.user_id = @me AND l.completed = 1) AS completedCount`
// A learner sees their client's published playlists only; a draft or another client's is unknown.
const visible = "p.client_id = @client AND p.status = 'published'"

const disabled = new PodcastsDisabled({}).code

/** `GET /api/me/podcasts?q=`: SPEC §2's `podcasts` and `podcasts/search/{name}` (titles of playlists and audios). */
export const listMyPlaylists = (user: Principal, query: { range?: string | undefined; sort?: string | undefined; q?: string | undefined }) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const clientId = yield* contentClient(user, "podcasts", disabled)
    const request = yield* pageRequest(query, playlistList)
    const params: Record<string, string | number> = { me: user.userId, client: clientId }
    let where = visible
    if (query.q !== undefined && query.q.trim() !== "") {
      ensureSearchKey(programme)
      where += ` AND (instr(search_key(p.title), @q) > 0 OR EXISTS (SELECT 1 FROM podcast_audios a WHERE a.playlist_id = p.playlist_id AND instr(search_key(a.title), @q) > 0))`
      params.q = searchKey(query.q.trim())
    }
    const total = programme.db.prepare<[Record<string, string | number>], number>(`SELECT count(*) FROM playlists p WHERE ${where}`).pluck().get(params) ?? 0
    const rows = programme.db
      .prepare<[Record<string, string | number>], Record<string, unknown>>(`SELECT ${columns} FROM playlists p WHERE ${where} ORDER BY ${request.orderBy} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: request.limit, offset: request.offset })
    return page(playlistList, request, rows.map((r) => r as never), total)
  })

interface AudioRow { audioId: string; title: string; durationSeconds: number; fileId: string; contentType: string | null; positionSeconds: number | null; completed: number | null }

/** `GET /api/me/podcasts/:id`: the playlist with each audio's signed link and where I stopped in it. */
export const myPlaylist = (user: Principal, playlistId: string) =>
  Effect.gen(function* () {
    const { programme, now } = yield* ServerContext
    const clientId = yield* contentClient(user, "podcasts", disabled)
    const row = programme.db
      .prepare<[Record<string, string>], Record<string, unknown>>(`SELECT ${columns} FROM playlists p WHERE p.playlist_id = @id AND ${visible}`)
      .get({ me: user.userId, client: clientId, id: playlistId })
    if (row === undefined) return yield* failureOf(new PlaylistNotFound({ playlistId }))
    const audios = programme.db
      .prepare<[string, string], AudioRow>(
        `SELECT a.audio_id AS audioId, a.title, a.duration_seconds AS durationSeconds, a.file_id AS fileId, f.content_type AS contentType,
                l.position_seconds AS positionSeconds, l.completed
         FROM podcast_audios a LEFT JOIN files f ON f.file_id = a.file_id
         LEFT JOIN listenings l ON l.playlist_id = a.playlist_id AND l.audio_id = a.audio_id AND l.user_id = ?
         WHERE a.playlist_id = ? ORDER BY a.position`
      )
      .all(user.userId, playlistId)
    const at = now()
    return {
      ...row,
      audios: audios.map((a) => ({
        audioId: a.audioId,
        title: a.title,
        durationSeconds: a.durationSeconds,
        url: mediaUrl(a.fileId, at),
        contentType: a.contentType,
        positionSeconds: a.positionSeconds ?? 0,
        completed: a.completed === 1
      }))
    } as never
  })

/** `PUT /api/me/podcasts/:id/audios/:audioId/progress`: ReportListening as myself; answers what was recorded. */
export const reportMyListening = (user: Principal, playlistId: string, audioId: string, positionSeconds: number, key: string | undefined) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    yield* contentClient(user, "podcasts", disabled)
    yield* submitAsMe(user, "ReportListening", { playlistId, audioId, positionSeconds }, key)
    const row = programme.db
      .prepare<[string, string, string], { positionSeconds: number; completed: number }>(
        "SELECT position_seconds AS positionSeconds, completed FROM listenings WHERE playlist_id = ? AND audio_id = ? AND user_id = ?"
      )
      .get(playlistId, audioId, user.userId)
    return { playlistId, audioId, positionSeconds: row?.positionSeconds ?? 0, completed: row?.completed === 1 }
  })

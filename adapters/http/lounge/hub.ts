import type { Programme } from "../../programme/Programme.ts"
import { heartbeatBytes, makeFrames, sseBytes, type EventRow, type LoungeFrame } from "./frames.ts"

/** A live viewer: called with each new frame (and its bytes, encoded once for everyone). */
export interface Viewer {
  readonly frame: (frame: LoungeFrame, bytes: Uint8Array) => void
  readonly heartbeat: (bytes: Uint8Array) => void
  /** Ends the connection: the browser reconnects and resumes from its Last-Event-ID. */
  readonly end: () => void
}

export interface HubOptions {
  /** How often a quiet connection gets a comment line (default 15 s). */
  readonly heartbeatMs?: number
}

/**
 * The lounges' fan-out, one per programme (this process is the database's one writer): after
 * every commit it reads the lounge events appended since the last look — one indexed query
 * per commit, whatever the number of viewers — and hands each frame, encoded once, to the
 * viewers of its lounge. Nothing polls: a commit with no viewer anywhere costs nothing.
 */
export class LoungeHub {
  private readonly viewers = new Map<string, Set<Viewer>>()
  private count = 0
  private seen: number
  private scheduled = false
  private timer: ReturnType<typeof setInterval> | undefined
  private readonly frameOf
  private readonly after
  private readonly backlogOf
  private readonly programme: Programme
  heartbeatMs: number

  constructor(programme: Programme, options: HubOptions = {}) {
    this.programme = programme
    this.heartbeatMs = options.heartbeatMs ?? 15_000
    const db = programme.db
    this.frameOf = makeFrames(db)
    this.after = db.prepare<[number], EventRow>(
      "SELECT position, stream_id AS streamId, type, data FROM events WHERE position > ? AND stream_id GLOB 'lounge-*' ORDER BY position LIMIT 2000"
    )
    this.backlogOf = db.prepare<[string, number], EventRow>("SELECT position, stream_id AS streamId, type, data FROM events WHERE stream_id = ? AND position > ? ORDER BY position")
    this.seen = programme.log.lastPosition()
    // After the outermost transaction ends (committed, or rolled back: then nothing is new).
    programme.log.onTransaction({ end: () => this.poke() })
  }

  /** Looks at the log on the next turn of the event loop, so the commit's answers leave first. */
  poke(): void {
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.drain()
    })
  }

  private drain(): void {
    // A commit's look may be scheduled as the programme shuts down: a closed store has nothing new.
    if (!this.programme.db.open) return
    if (this.count === 0) {
      this.seen = this.programme.log.lastPosition()
      return
    }
    for (;;) {
      const rows = this.after.all(this.seen)
      if (rows.length === 0) break
      for (const row of rows) {
        this.seen = row.position
        const viewers = this.viewers.get(row.streamId)
        if (viewers === undefined || viewers.size === 0) continue
        const frame = this.frameOf(row)
        if (frame === undefined) continue
        const bytes = sseBytes(frame)
        for (const v of viewers) v.frame(frame, bytes)
      }
      if (rows.length < 2000) break
    }
  }

  /** The frames of a lounge after a position, from the log: what a reconnecting viewer missed. */
  backlog(classId: string, afterPosition: number): ReadonlyArray<LoungeFrame> {
    return this.backlogOf.all(`lounge-${classId}`, afterPosition).flatMap((r) => this.frameOf(r) ?? [])
  }

  /** Adds a viewer of a lounge; answers the function that removes it. */
  join(classId: string, viewer: Viewer): () => void {
    const key = `lounge-${classId}`
    let set = this.viewers.get(key)
    if (set === undefined) this.viewers.set(key, (set = new Set()))
    if (this.count === 0) this.seen = this.programme.log.lastPosition()
    set.add(viewer)
    this.count += 1
    this.timer ??= setInterval(() => this.beat(), this.heartbeatMs)
    this.timer.unref?.()
    let joined = true
    return () => {
      if (!joined) return
      joined = false
      set.delete(viewer)
      if (set.size === 0) this.viewers.delete(key)
      this.count -= 1
      if (this.count === 0 && this.timer !== undefined) {
        clearInterval(this.timer)
        this.timer = undefined
      }
    }
  }

  /** Viewers connected now, over every lounge (the bench and the tests read it). */
  get viewerCount(): number {
    return this.count
  }

  /**
   * Ends every live connection (as a dropped network or a restarting proxy would): each browser
   * reconnects and resumes from its Last-Event-ID. For a shutdown, and for the tests of resuming.
   */
  endAll(): void {
    for (const set of [...this.viewers.values()]) for (const v of [...set]) v.end()
  }

  private beat(): void {
    for (const set of this.viewers.values()) for (const v of set) v.heartbeat(heartbeatBytes)
  }
}

const hubs = new WeakMap<Programme, LoungeHub>()

/** The one hub of a programme, made on first use. */
export const loungeHubOf = (programme: Programme): LoungeHub => {
  let hub = hubs.get(programme)
  if (!hub) hubs.set(programme, (hub = new LoungeHub(programme)))
  return hub
}

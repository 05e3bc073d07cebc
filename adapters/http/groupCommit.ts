import type { Envelope, Handled } from "../../domain/shared/commandHandler.ts"
import { ConcurrencyConflict } from "../../domain/shared/eventStore.ts"
import type { Programme } from "../programme/Programme.ts"

/** What one command of a group came to: decided (accepted or rejected by a rule), a conflict, or our bug. */
export type GroupResult =
  | { readonly _tag: "handled"; readonly handled: Handled }
  | { readonly _tag: "conflict"; readonly error: ConcurrencyConflict }
  | { readonly _tag: "defect"; readonly error: unknown }

/** The most turns of the event loop a group waits for more commands (each well under a millisecond). */
const maxLinger = 8

interface Waiting {
  /** Runs inside the group's transaction, keeping what it came to. */
  readonly run: () => void
  /** Answers once the group is committed (`failed` undefined), or failed to be. */
  readonly settle: (failed: unknown) => void
}

/**
 * Group commit (DESIGN §5.4). better-sqlite3 commits synchronously, so while one group's commit
 * (and its fsync, `synchronous=FULL`) runs, the event loop is held and the requests arriving
 * meanwhile wait in the sockets; they are read next and queued, and the queue runs as the next
 * group at the next turn of the loop. One group is one transaction; each command is a savepoint
 * of it (Programme.executeSync nests), so a command that throws rolls back alone, and its folded
 * states are forgotten. A rule's rejection is an outcome like an acceptance: recorded, committed.
 * Every answer waits for the commit of its group: an answered command is durable.
 */
export class GroupCommit {
  private queue: Array<Waiting> = []
  private scheduled = false
  /** Commits so far, and commands in them: how well commands group (the bench reads them). */
  groups = 0
  commands = 0

  private readonly programme: Programme
  constructor(programme: Programme) {
    this.programme = programme
  }

  /**
   * Called inside each command's savepoint with the positions its events took (after, upTo]:
   * what must leave with the change or not at all (the inbox's e-mails, adapters/inbox). One,
   * set by the server.
   */
  afterCommand: ((after: number, upTo: number) => void) | undefined = undefined

  submit(envelope: Envelope): Promise<GroupResult> {
    return new Promise((answer) => {
      let result: GroupResult
      this.enqueue({
        run: () => void (result = this.runOne(envelope)),
        settle: (failed) => answer(failed === undefined ? result : { _tag: "defect", error: failed })
      })
    })
  }

  /**
   * Work that reads and then decides commands (a replay and its corrections) in one savepoint of
   * the next group: under the write lock, so nothing another request or process commits can fall
   * between what it read and what it appended. Resolves once the group is durable; rejects with
   * what the work threw (its writes rolled back alone) or with the commit's failure.
   */
  submitWork<T>(work: () => T): Promise<T> {
    return new Promise((resolve, reject) => {
      let outcome: { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown }
      this.enqueue({
        run: () => {
          try {
            outcome = { ok: true, value: this.programme.batch(work) }
          } catch (error) {
            this.programme.handler.forget()
            outcome = { ok: false, error }
          }
        },
        settle: (failed) => (failed !== undefined ? reject(failed) : outcome.ok ? resolve(outcome.value) : reject(outcome.error))
      })
    })
  }

  private enqueue(waiting: Waiting): void {
    this.queue.push(waiting)
    if (!this.scheduled) {
      this.scheduled = true
      this.lingered = 0
      this.seen = 0
      setImmediate(() => this.flush())
    }
  }

  /** Turns of the event loop the next group waited for, and its size at the last one. */
  private lingered = 0
  private seen = 0

  private flush(): void {
    // Requests read in the same poll as this one reach here over a few turns of the loop (the
    // server's fibers yield with setImmediate too): wait while the queue still grows, a few
    // turns at most, so they join this group instead of each paying for a commit of its own.
    if (this.queue.length > this.seen && this.lingered < maxLinger) {
      this.seen = this.queue.length
      this.lingered += 1
      setImmediate(() => this.flush())
      return
    }
    const group = this.queue
    this.queue = []
    this.scheduled = false
    const { programme } = this
    let failed: unknown = undefined
    const synchronous = programme.db.pragma("synchronous", { simple: true }) as number
    // Whatever the file was opened with, a group's answers promise durability: FULL for its commit.
    programme.db.pragma("synchronous = FULL")
    try {
      programme.batch(() => {
        for (const waiting of group) waiting.run()
      })
      this.groups += 1
      this.commands += group.length
    } catch (e) {
      // The commit itself failed (disk full, I/O error): nothing of the group is durable.
      failed = e
    } finally {
      programme.db.pragma(`synchronous = ${synchronous}`)
    }
    for (const waiting of group) waiting.settle(failed)
  }

  /** One command in its own savepoint: its throw rolls back only itself. */
  private runOne(envelope: Envelope): GroupResult {
    try {
      // A savepoint of its own around the command's (batch nests), so that whatever throws,
      // even after the command's own savepoint is released, takes its writes with it.
      const handled = this.programme.batch(() => {
        const after = this.programme.log.lastPosition()
        const done = this.programme.executeSync(envelope)
        if (this.afterCommand !== undefined && done.events.length > 0) this.afterCommand(after, this.programme.log.lastPosition())
        return done
      })
      return { _tag: "handled", handled }
    } catch (e) {
      // Its savepoint is gone, and with it what the handler folded from it.
      this.programme.handler.forget()
      return e instanceof ConcurrencyConflict ? { _tag: "conflict", error: e } : { _tag: "defect", error: e }
    }
  }
}

const committers = new WeakMap<Programme, GroupCommit>()

/** The one group committer of a programme: this process is the database's one writer. */
export const groupCommitOf = (programme: Programme): GroupCommit => {
  let committer = committers.get(programme)
  if (!committer) committers.set(programme, (committer = new GroupCommit(programme)))
  return committer
}

import { Effect, Queue, Stream } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { LoungeNotFound } from "../../../domain/lounge/errors.ts"
import { invalidToken } from "../authentication.ts"
import { failureOf } from "../errors.ts"
import { scopeOf } from "../scope.ts"
import { ServerContext } from "../ServerContext.ts"
import { retryBytes, sseBytes, type LoungeFrame } from "./frames.ts"
import { loungeHubOf } from "./hub.ts"
import { admits, loungeRow, type Viewer } from "./reads.ts"
import { userOfTicket, type Audience } from "./tickets.ts"

/** How long a browser waits before reconnecting after a drop. */
const retryMs = 2_000
/** Frames a slow viewer may fall behind by; past it the connection ends and the browser resumes from its Last-Event-ID. */
const bufferFrames = 4_096

const headers = { "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" }

interface StreamRequest {
  readonly classId: string
  readonly ticket: string | undefined
  /** The `Last-Event-ID` header (a reconnecting browser's), else the `lastEventId` query (the page's first connection). */
  readonly lastEventId: string | undefined
}

/** Who opens the stream: the ticket's user, else a bearer token's; their account is checked now, as every request's. */
const viewerOf = (audience: Audience, request: StreamRequest) =>
  Effect.gen(function* () {
    const { tokens, principalOf, now } = yield* ServerContext
    const http = yield* HttpServerRequest.HttpServerRequest
    const bearer = /^Bearer (.+)$/i.exec(http.headers["authorization"] ?? "")?.[1]
    const userId =
      request.ticket !== undefined ? userOfTicket(request.ticket, audience, request.classId, now()) : bearer !== undefined ? tokens.userOfAccessToken(bearer) : undefined
    const user = userId === undefined ? undefined : principalOf(userId)
    if (user === undefined) return yield* invalidToken
    if (audience === "me") return { audience, userId: user.userId, country: user.country } satisfies Viewer
    if (!user.isSuperuser && user.role !== "admin" && user.role !== "instructor") return yield* failureOf(new LoungeNotFound({ classId: request.classId }))
    return { audience, userId: user.userId, scope: scopeOf(user), instructor: !user.isSuperuser && user.role === "instructor" } satisfies Viewer
  })

/**
 * `GET /api/{me|admin}/lounges/:id/events`: what the viewer missed since `Last-Event-ID` (read from
 * the log), then every new event as the hub hands it out, and a heartbeat comment while quiet.
 * Joining the hub and reading the backlog happen in one turn of the event loop, so nothing is
 * appended between them unseen; a frame at or before the last one sent is skipped.
 */
export const loungeEvents = (audience: Audience, request: StreamRequest) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const viewer = yield* viewerOf(audience, request)
    const lounge = loungeRow(programme.db, request.classId)
    if (lounge === undefined || !admits(programme.db, lounge, viewer)) return yield* failureOf(new LoungeNotFound({ classId: request.classId }))
    const hub = loungeHubOf(programme)
    const after = Number(request.lastEventId ?? 0)
    const body = Stream.callback<Uint8Array>(
      (queue) =>
        Effect.acquireRelease(
          Effect.sync(() => {
            let last = after
            const push = (bytes: Uint8Array) => {
              if (!Queue.offerUnsafe(queue, bytes)) Queue.endUnsafe(queue)
            }
            const send = (frame: LoungeFrame, bytes: Uint8Array) => {
              if (frame.position <= last) return
              last = frame.position
              push(bytes)
            }
            const leave = hub.join(lounge.classId, { frame: send, heartbeat: push, end: () => void Queue.endUnsafe(queue) })
            push(retryBytes(retryMs))
            for (const frame of hub.backlog(lounge.classId, after)) send(frame, sseBytes(frame))
            return leave
          }),
          (leave) => Effect.sync(leave)
        ),
      { bufferSize: bufferFrames, strategy: "dropping" }
    )
    return HttpServerResponse.stream(body, { contentType: "text/event-stream", headers })
  })

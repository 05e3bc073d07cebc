import { NodeHttpServerRequest } from "@effect/platform-node"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { Readable } from "node:stream"
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
/** Bytes a slow viewer may fall behind by; past them the connection ends and the browser resumes from its Last-Event-ID. */
const bufferBytes = 4 * 1024 * 1024

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
 *
 * The body is a plain Node Readable the hub pushes the frames' bytes into, piped by the server to
 * the socket: a frame reaches all of a lounge's viewers in the hub's one synchronous loop. (One
 * effect Stream per viewer woke 500 fibers through the effect scheduler per frame, spread over
 * several turns of the event loop: the bench's p99 was 6x bare node:http's.)
 */
export const loungeEvents = (audience: Audience, request: StreamRequest) =>
  Effect.gen(function* () {
    const { programme } = yield* ServerContext
    const viewer = yield* viewerOf(audience, request)
    const lounge = loungeRow(programme.db, request.classId)
    if (lounge === undefined || !admits(programme.db, lounge, viewer)) return yield* failureOf(new LoungeNotFound({ classId: request.classId }))
    const hub = loungeHubOf(programme)
    const after = Number(request.lastEventId ?? 0)
    const body = new Readable({ read() {} })
    let last = after
    let ended = false
    const end = () => {
      if (ended || body.destroyed) return
      ended = true
      body.push(null)
    }
    const push = (bytes: Uint8Array) => {
      if (ended || body.destroyed) return
      // Paused by a full socket, the bytes wait here; too many, and the viewer resumes later instead.
      if (body.readableLength > bufferBytes) end()
      else body.push(bytes)
    }
    const send = (frame: LoungeFrame, bytes: Uint8Array) => {
      if (frame.position <= last) return
      last = frame.position
      push(bytes)
    }
    const leave = hub.join(lounge.classId, { frame: send, heartbeat: push, end })
    body.once("close", leave)
    // Whatever ends the response (the browser gone, the server stopping) ends the viewer too.
    NodeHttpServerRequest.toServerResponse(yield* HttpServerRequest.HttpServerRequest).once("close", () => body.destroy())
    push(retryBytes(retryMs))
    for (const frame of hub.backlog(lounge.classId, after)) send(frame, sseBytes(frame))
    return HttpServerResponse.raw(body, { contentType: "text/event-stream", headers })
  })

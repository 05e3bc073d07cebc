// A server for the lounge bench, in a process of its own so the viewers' client does not share its
// thread. `vitrine <db> <writers>`: the real server over a fresh database holding an open lounge
// (`bench`, Argentina, its webinar's) and `writers` learners subscribed to its webinar (a line each per round: the lounge's rate limit
// counts each learner's lines); prints `{"url", "events", "say", "viewerToken", "writerTokens"}`.
// `bare`: node:http fanning the same SSE bytes out by hand (the ceiling); prints `{"url", "events", "say"}`.
// Then `ready`; exits on SIGTERM.
import { createServer, type ServerResponse } from "node:http"
import { Context } from "effect"
import { startServer } from "../../adapters/http/server.ts"
import { ServerContext } from "../../adapters/http/ServerContext.ts"
import { Programme } from "../../adapters/programme/Programme.ts"
import { parseActor } from "../../domain/shared/commandHandler.ts"

const [mode, path, writersArg] = process.argv.slice(2)

if (mode === "vitrine") {
  if (!path || !writersArg) throw new Error("usage: loungeServer vitrine <db> <writers> | bare")
  const programme = Programme.open(path, { durability: "normal" })
  let n = 0
  const run = (type: string, payload: Record<string, unknown>) => {
    const decoded = programme.handler.decode(type, payload)
    if (decoded._tag !== "Success") throw new Error(`${type} does not decode`)
    const handled = programme.executeSync({ commandId: `bench-${++n}`, at: Date.now(), actor: parseActor("system")!, command: decoded.value })
    if (handled.outcome.status !== "accepted") throw new Error(`${type}: ${JSON.stringify(handled.outcome)}`)
  }
  const writers = Array.from({ length: Number(writersArg) }, (_, i) => `lw-${i}`)
  programme.batch(() => {
    for (const [i, userId] of ["lv", ...writers].entries()) {
      run("RegisterAccount", { userId, country: "AR", document: String(30_000_000 + i), email: `${userId}@bench.example`, fullName: `Bench ${userId}`, birthday: "1990-01-01", role: "learner" })
      run("ApproveAccount", { userId })
    }
    // The lounge is its webinar's subscribers' (domain/lounge/entry.ts): every viewer and writer subscribes first.
    run("RegisterAccount", { userId: "li", country: "AR", document: "29999999", email: "li@bench.example", fullName: "Bench instructor", birthday: "1980-01-01", role: "instructor" })
    run("ApproveAccount", { userId: "li" })
    run("CreateClient", { clientId: "bench", name: "Bench", homeRoute: "/webinars", features: { webinars: true } })
    run("ScheduleClass", { classId: "bench", type: "webinar", title: "Bench", clientId: "bench", country: "AR", date: "2026-01-01", startTime: "19:00", endTime: "21:00", vacancy: 100_000, instructorId: "li" })
    run("MoveClass", { classId: "bench", to: "scheduled" })
    run("MoveClass", { classId: "bench", to: "open" })
    for (const userId of ["lv", ...writers]) {
      run("AddUserToClient", { clientId: "bench", userId })
      run("SubscribeToClass", { classId: "bench", userId })
    }
    run("OpenLounge", { classId: "bench", title: "Bench", streamUrl: "https://www.youtube.com/watch?v=bench", countryId: "AR", startsAt: "2026-01-01T19:00:00-03:00" })
  })
  const server = await startServer({ programme, port: 0, host: "127.0.0.1", log: () => {} })
  const { tokens } = Context.get(server.context, ServerContext)
  const issue = programme.db.transaction((ids: ReadonlyArray<string>) => ids.map((id) => tokens.issue(id, "bench").accessToken))
  const [viewerToken, ...writerTokens] = issue(["lv", ...writers])
  console.log(JSON.stringify({ url: server.url, events: "/api/me/lounges/bench/events", say: "/api/me/lounges/bench/messages", viewerToken, writerTokens }))
} else {
  // The ceiling: the same frames, each encoded once and written to every open response.
  const viewers = new Set<ServerResponse>()
  let position = 0
  const server = createServer((req, res) => {
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" })
      res.write("retry: 2000\n\n")
      viewers.add(res)
      req.on("close", () => viewers.delete(res))
      return
    }
    let body = ""
    req.setEncoding("utf8")
    req.on("data", (c: string) => (body += c))
    req.on("end", () => {
      const { text } = JSON.parse(body) as { text: string }
      const frame = Buffer.from(`id: ${++position}\nevent: LoungeMessagePosted\ndata: ${JSON.stringify({ position, messageId: `m${position}`, userId: "lw", text, at: new Date().toISOString(), authorName: "Bench" })}\n\n`)
      for (const v of viewers) v.write(frame)
      res.writeHead(201, { "content-type": "application/json" })
      res.end(JSON.stringify({ position }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as { port: number }
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}`, events: "/events", say: "/say", viewerToken: "", writerTokens: [] }))
}
console.log("ready")
process.on("SIGTERM", () => process.exit(0))

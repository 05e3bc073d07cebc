import { useEffect, useRef, useState } from "react"
import { api } from "../../../lib/api-client.ts"
import { loungeApi } from "./paths.ts"
import { applyEvent, eventTypes, liveOf, type LiveLounge } from "./liveLounge.ts"
import type { Lounge, Ticket } from "./types.ts"

export type Connection = "connecting" | "live" | "reconnecting"

/**
 * The lounge kept live by the browser's EventSource. A dropped connection is retried by the
 * browser with `Last-Event-ID`, and the server replays what was missed; when the browser gives up
 * (the ticket expired, the server restarted), a new ticket is fetched and the stream reopened
 * from the last event applied. Either way no line is lost and none is shown twice.
 */
export const useLiveLounge = (lounge: Lounge, ticketPath: (classId: string) => string = loungeApi.ticket) => {
  const [live, setLive] = useState<LiveLounge>(() => liveOf(lounge))
  const [connection, setConnection] = useState<Connection>("connecting")
  const position = useRef(lounge.position)
  useEffect(() => {
    // A new first load (a retry) holds everything up to its position: start again from it.
    setLive(liveOf(lounge))
    position.current = lounge.position
    let source: EventSource | undefined
    let stopped = false
    const open = (url: string) => {
      const s = (source = new EventSource(url))
      s.onopen = () => setConnection("live")
      s.onerror = () => {
        if (stopped) return
        setConnection("reconnecting")
        if (s.readyState !== EventSource.CLOSED) return
        // The browser gave up: a fresh ticket, from the last event this page applied.
        void api<Ticket>(ticketPath(lounge.classId))
          .then((t) => !stopped && open(`${t.eventsUrl}&lastEventId=${position.current}`))
          .catch(() => !stopped && window.setTimeout(() => open(lounge.eventsUrl.replace(/lastEventId=\d+/, `lastEventId=${position.current}`)), 5_000))
      }
      for (const type of eventTypes) {
        s.addEventListener(type, (e) => {
          const data = JSON.parse((e as MessageEvent<string>).data) as { position: number }
          position.current = Math.max(position.current, data.position)
          setLive((current) => applyEvent(current, type, data, lounge.me))
        })
      }
    }
    open(lounge.eventsUrl)
    return () => {
      stopped = true
      source?.close()
    }
  }, [lounge, ticketPath])
  return { live, connection }
}

import type { Lounge } from "../api/types.ts"
import { tl } from "../i18n/index.ts"

/**
 * The stream: framed when its host is on the learning content's embed allow-list (the server
 * says so with `embedUrl`), always also as a link, since any other host opens in its own tab.
 */
export const StreamPlayer = ({ lounge }: { lounge: Lounge }) => (
  <section className="lounge-stream">
    {lounge.embedUrl !== null && (
      <div className="lounge-frame">
        <iframe src={lounge.embedUrl} title={tl("player", { title: lounge.title })} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen referrerPolicy="strict-origin-when-cross-origin" />
      </div>
    )}
    <p>
      <a className="button secondary" href={lounge.streamUrl} target="_blank" rel="noopener noreferrer">
        {tl(lounge.embedUrl === null ? "watchExternal" : "watch")}
      </a>
    </p>
  </section>
)

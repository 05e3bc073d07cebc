/**
 * DESIGN §4.8 "Activity content": youtube, vimeo, wowza and linkedin_slidshare activities embed a
 * page of another site. Only these hosts may be framed (a course author cannot put any page of
 * the web inside our app), and only over https.
 */
const allowed: Readonly<Record<string, ReadonlyArray<string>>> = {
  youtube: ["youtube.com", "youtube-nocookie.com", "youtu.be"],
  vimeo: ["vimeo.com"],
  wowza: ["wowza.com"],
  linkedin_slidshare: ["slideshare.net"]
}

/** Every host an activity may frame, for the learner app's Content-Security-Policy `frame-src`. */
export const embedHosts: ReadonlyArray<string> = Object.values(allowed).flat()

/** The activity types that embed a page, and so take a `url` content. */
export const embedTypes: ReadonlyArray<string> = Object.keys(allowed)

const parse = (url: string): URL | undefined => {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/** A host is allowed when it is one of the type's domains or a subdomain of one (player.vimeo.com). */
export const embedAllowed = (type: string, url: string): boolean => {
  const u = parse(url)
  const domains = allowed[type]
  if (u === undefined || domains === undefined || u.protocol !== "https:" || u.username !== "" || u.password !== "") return false
  const host = u.hostname.toLowerCase()
  return domains.some((d) => host === d || host.endsWith(`.${d}`))
}

/** The host named by a URL, for an error's details ("" when it is no URL). */
export const hostOf = (url: string): string => parse(url)?.hostname ?? ""

/**
 * The player page of an allowed URL: a YouTube watch or short link becomes its privacy-enhanced
 * embed, a Vimeo page its player; other hosts' URLs are their embed URLs already.
 */
export const embedUrlOf = (url: string): string => {
  const u = new URL(url)
  const host = u.hostname.toLowerCase()
  const youtubeId = host === "youtu.be" ? u.pathname.slice(1) : u.pathname === "/watch" ? u.searchParams.get("v") : null
  if (youtubeId) return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`
  const vimeoId = host === "vimeo.com" || host === "www.vimeo.com" ? /^\/(\d+)/.exec(u.pathname)?.[1] : undefined
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}`
  return u.toString()
}

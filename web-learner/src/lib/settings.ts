/**
 * The deployment's settings for the app, read at start from `/config.json` beside `index.html`:
 * an operator changes them by editing that file, without a rebuild. SPEC §2's "portfolio page
 * setting": when on, the login route sends visitors to the portfolio (the public showcase,
 * with its own login form), keeping the query. A missing or unreadable file means the defaults.
 */
export interface Settings {
  readonly portfolioPage: boolean
  /** The login configuration's maintenance switch (the server writes it in, DESIGN §7). */
  readonly underMaintenance: boolean
  /** The countries the deployment serves (the server writes them in): with several, the login asks which. */
  readonly countries: ReadonlyArray<string>
}

let settings: Settings = { portfolioPage: false, underMaintenance: false, countries: [] }

export const loadSettings = async (): Promise<void> => {
  try {
    const res = await fetch("/config.json", { cache: "no-cache" })
    if (!res.ok) return
    const body = (await res.json()) as Partial<Record<keyof Settings | "title", unknown>>
    const countries = Array.isArray(body.countries) ? body.countries.filter((c): c is string => typeof c === "string" && /^[A-Z]{2}$/.test(c)) : []
    settings = { portfolioPage: body.portfolioPage === true, underMaintenance: body.underMaintenance === true, countries }
    // The deployment's name is the page's title (the login configuration's `title`).
    if (typeof body.title === "string") document.title = body.title
  } catch {
    // The defaults stand.
  }
}

export const appSettings = (): Settings => settings

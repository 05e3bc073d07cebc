import type { ThemeColors } from "../../domain/branding/schemas.ts"
import type { LoginConfigAnswer } from "../../domain/api/branding/schemas.ts"

/**
 * `/theme.css`, linked render-blocking from the learner app's `index.html` (DESIGN §7): the
 * configuration's colours, or the chosen client's once the app set the `vitrine_client` cookie,
 * as CSS variables the app's stylesheet is written in. The first paint is already themed, with no
 * script (the CSP allows none inline). Colours are `#rrggbb` by their schema: nothing else is written.
 */
export const clientCookie = "vitrine_client"

const mix = (hex: string, toward: string, amount: number): string => {
  const c = (h: string, at: number) => parseInt(h.slice(at, at + 2), 16)
  const part = (at: number) => Math.round(c(hex, at) + (c(toward, at) - c(hex, at)) * amount).toString(16).padStart(2, "0")
  return `#${part(1)}${part(3)}${part(5)}`
}

export const themeVariables = (colors: ThemeColors): string =>
  [
    `--brand: ${colors.primary}`,
    `--on-brand: ${colors.onPrimary}`,
    `--bg: ${colors.background}`,
    `--fg: ${colors.text}`,
    // Tints of the brand for selected rows and cards, so a client's colour reaches the whole app.
    `--brand-soft: ${mix(colors.primary, colors.background, 0.9)}`,
    `--card: ${mix(colors.text, colors.background, 0.96)}`
  ].join("; ")

const logoUrl = (fileId: string | undefined) => (fileId === undefined ? "none" : `url("/api/login-config/files/${encodeURIComponent(fileId)}")`)

/** The header's logo box, content-box height 1.75rem: as wide as the logo's proportions ask, up to a cap. */
const headerWidth = (ratio: number | undefined, fallbackRem: number, capRem: number): string =>
  `${ratio === undefined ? fallbackRem : Math.round(Math.min(ratio * 1.75, capRem) * 100) / 100 + 0.5}rem`

/** Width over height of a logo file, when the server could read it (adapters/branding/logoImages.ts). */
export type LogoRatios = ReadonlyMap<string, number | undefined>

/** The logo files the header draws for a visitor: the phone's and the wide screen's. */
export const headerLogoIds = (answer: LoginConfigAnswer, clientId: string | undefined): { mobile?: string; desktop?: string } => {
  const client = clientId === undefined ? undefined : answer.clients.find((c) => c.clientId === clientId)
  const pt = answer.config.logos.pt
  const desktop = client?.logoFileId ?? pt?.desktop
  const mobile = client?.logoFileId ?? pt?.mobile ?? pt?.desktop
  return { ...(mobile === undefined ? {} : { mobile }), ...(desktop === undefined ? {} : { desktop }) }
}

/** The stylesheet for a visitor: their client's theme when the cookie names a themed client. */
export const themeCss = (answer: LoginConfigAnswer, clientId: string | undefined, ratios: LogoRatios = new Map()): string => {
  const client = clientId === undefined ? undefined : answer.clients.find((c) => c.clientId === clientId)
  const colors = client?.colors ?? answer.config.colors
  const logos = answer.config.logos
  const bg = answer.config.backgrounds
  const lines = [
    `:root { ${themeVariables(colors)}; --logo: ${logoUrl(client?.logoFileId ?? logos.pt?.desktop)}; --logo-mobile: ${logoUrl(client?.logoFileId ?? logos.pt?.mobile ?? logos.pt?.desktop)}; --login-bg: ${logoUrl(bg.desktop)}; --login-bg-mobile: ${logoUrl(bg.mobile ?? bg.desktop)}; }`
  ]
  // A logo per language (SPEC §3): the app's <html lang> picks it.
  for (const [lang, set] of Object.entries(logos)) {
    if (set === undefined || client !== undefined) continue
    lines.push(`:root:lang(${lang}) { --logo: ${logoUrl(set.desktop)}; --logo-mobile: ${logoUrl(set.mobile ?? set.desktop)}; }`)
  }
  const hasLogo = client?.logoFileId !== undefined || Object.values(logos).some((set) => set?.desktop !== undefined)
  // Only a deployment with a logo reserves room for one, above the login's title and in the header.
  if (hasLogo) {
    const header = headerLogoIds(answer, client?.clientId)
    const mobileRatio = header.mobile === undefined ? undefined : ratios.get(header.mobile)
    const desktopRatio = header.desktop === undefined ? undefined : ratios.get(header.desktop)
    lines.push(
      `#login-title::before { content: ""; display: block; width: 10rem; height: 3rem; margin-bottom: .5rem; background: var(--logo) no-repeat left center / contain; }`,
      // In the header the logo sits on the page's own colour, so a logo drawn in the brand's colour stays visible on the brand's bar.
      // Its width follows the logo's proportions: a client's wide wordmark in a square box was drawn a few pixels high (a blank box).
      `.top .brand::before { content: ""; display: block; flex: none; width: ${headerWidth(mobileRatio, 2.25, 7)}; height: 2.25rem; padding: .25rem; border-radius: .5rem; background: var(--logo-mobile) no-repeat left center / contain content-box var(--bg); }`,
      `@media (min-width: 48rem) { .top .brand::before { width: ${headerWidth(desktopRatio, 8, 12)}; background-image: var(--logo); } }`,
      `@media (max-width: 47.99rem) { #login-title::before { background-image: var(--logo-mobile); height: 2.5rem; } }`,
      // On a phone the logo stands for the name: the text stays for screen readers, the header keeps to one row
      // (`:root` outweighs the app's own rule, which comes after this stylesheet).
      `@media (max-width: 47.99rem) { :root .top .brand { font-size: 0; gap: 0; } }`
    )
  }
  if (bg.desktop !== undefined) {
    lines.push(
      `:root:has(#login-title) { background: var(--login-bg) center / cover no-repeat fixed; }`,
      `@media (max-width: 47.99rem) { :root:has(#login-title) { background-image: var(--login-bg-mobile); } }`,
      // The form stays on the theme's own background, so its text keeps the contrast the rule checked.
      `main:has(#login-title) { background: var(--bg); padding: 1.5rem; border-radius: var(--radius-lg, 1rem); box-shadow: 0 8px 32px rgb(0 0 0 / .18); }`
    )
  }
  return lines.join("\n") + "\n"
}

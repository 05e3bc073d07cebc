/**
 * The chosen client's theme (DESIGN §7): a cookie tells the server's `/theme.css` which client's
 * colours to write, so the next visit's first paint already wears them (no script in index.html,
 * no flash). Choosing or leaving a client swaps the stylesheet now, the old one kept until the new
 * one has loaded.
 */
const cookie = "vitrine_client"

export const applyClientTheme = (clientId: string | undefined): void => {
  const now = document.cookie.match(/(?:^|; )vitrine_client=([^;]*)/)?.[1]
  const next = clientId === undefined ? undefined : encodeURIComponent(clientId)
  if (now === next) return
  document.cookie = next === undefined ? `${cookie}=; path=/; max-age=0; samesite=lax` : `${cookie}=${next}; path=/; max-age=15552000; samesite=lax`
  // The icons follow the client's logo too (the server reads the same cookie); a new address makes the browser ask.
  for (const icon of document.querySelectorAll<HTMLLinkElement>('link[rel="icon"], link[rel="apple-touch-icon"]')) {
    icon.href = `${new URL(icon.href).pathname}?client=${next ?? ""}`
  }
  const old = document.querySelector<HTMLLinkElement>('link[href^="/theme.css"]')
  if (old === null) return
  const link = old.cloneNode() as HTMLLinkElement
  link.href = `/theme.css?client=${next ?? ""}`
  link.onload = () => old.remove()
  old.after(link)
}

import { useLocaleState } from "react-admin"

/** Dates and figures through Intl in the console's locale (DESIGN §7: "1.000.000 pontos"). */
export const useFormat = () => {
  const [locale] = useLocaleState()
  return {
    locale,
    number: (n: number | null | undefined) => (n == null ? "" : new Intl.NumberFormat(locale).format(n)),
    date: (iso: string | null | undefined) =>
      iso ? new Intl.DateTimeFormat(locale, { dateStyle: "short", ...(iso.length > 10 ? { timeStyle: "short" } : {}) }).format(new Date(iso)) : ""
  }
}

/** An attempt's total time as h:mm:ss (the sessions' time the package reported). */
export const totalTime = (seconds: number | null | undefined): string => {
  const s = Math.round(seconds ?? 0)
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`
}

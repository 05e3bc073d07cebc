import { useEffect, useState } from "react"

/** Seconds left of a countdown started at `seconds` (SPEC §4: 300 s before another code); restarts when `seconds` or `key` change. */
export const useCountdown = (seconds: number, key: unknown = undefined): number => {
  const [left, setLeft] = useState(seconds)
  useEffect(() => {
    setLeft(seconds)
    if (seconds <= 0) return
    const ends = Date.now() + seconds * 1000
    const timer = setInterval(() => {
      const rest = Math.max(0, Math.ceil((ends - Date.now()) / 1000))
      setLeft(rest)
      if (rest === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [seconds, key])
  return left
}

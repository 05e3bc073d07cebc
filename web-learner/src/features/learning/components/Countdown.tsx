import { useEffect, useState } from "react"
import { tl } from "../i18n/index.ts"

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`

/**
 * The attempt's time left, counted from the server's `remainingSeconds` with the monotonic
 * `performance.now()`: a device whose wall clock is wrong (or changed mid-test) shows the right time.
 */
export const useRemaining = (remainingSeconds: number | null): number | null => {
  const [start] = useState(() => performance.now())
  const [, tick] = useState(0)
  useEffect(() => {
    if (remainingSeconds === null) return
    const id = setInterval(() => tick((n) => n + 1), 1000)
    return () => clearInterval(id)
  }, [remainingSeconds])
  if (remainingSeconds === null) return null
  return Math.max(0, remainingSeconds - Math.floor((performance.now() - start) / 1000))
}

export const Countdown = ({ left }: { left: number }) => (
  <p className={`countdown${left <= 60 ? " urgent" : ""}`} role="timer" aria-live="off">
    {tl("test.timeLeft", { time: clock(left) })}
  </p>
)

import { useCallback, useEffect, useRef, useState } from "react"
import { saveAnswers, type Answers } from "../api/attempts.ts"

export type SaveState = "idle" | "saving" | "saved" | "failed"

/** How long a failed save waits before it is sent again by itself (the learner may also retry at once). */
const retryAfterMs = 3_000

/**
 * Saves the answers as the learner goes (DESIGN §4.8 `SaveAnswers`): one request at a time, the
 * changes made meanwhile sent together next; a failed save keeps its answers pending, says so,
 * and is sent again — so a flaky connection loses nothing that was answered.
 */
export const useAutosave = (attemptId: string) => {
  const pending = useRef<Record<string, ReadonlyArray<string>>>({})
  const busy = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const [state, setState] = useState<SaveState>("idle")

  const flush = useCallback(async (): Promise<void> => {
    if (busy.current || Object.keys(pending.current).length === 0) return
    clearTimeout(timer.current)
    busy.current = true
    const batch = pending.current
    pending.current = {}
    setState("saving")
    try {
      await saveAnswers(attemptId, batch)
      busy.current = false
      if (Object.keys(pending.current).length > 0) return flush()
      setState("saved")
    } catch {
      busy.current = false
      // Newer answers to the same questions win over the failed batch's.
      pending.current = { ...batch, ...pending.current }
      setState("failed")
      timer.current = setTimeout(() => void flush(), retryAfterMs)
    }
  }, [attemptId])

  useEffect(() => () => clearTimeout(timer.current), [])

  const save = useCallback(
    (answers: Answers) => {
      pending.current = { ...pending.current, ...answers }
      void flush()
    },
    [flush]
  )
  return { state, save, retry: flush }
}

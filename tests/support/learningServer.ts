import { join } from "node:path"
import { learnerFixture, learnerNow } from "./learnerServer.ts"
import { startTestServer, type TestServer } from "./server.ts"

/**
 * `learner.ndjson` and then `learning.ndjson`: K-NB (open: video v1 blocking, conventional test
 * T-NB on t1 — 2 attempts, pass mark 70, 3 of 3 questions, 10 minutes —, reaction r1), K-MN (open,
 * needs K-NB approved), K-AS (assigned), K-DR (a draft), K-PDF (open, one pdf), trail TR-1.
 * K-QZ (open: an evaluated quiz T-QZ, unlimited attempts, pass mark 60, 3 questions with the ids of T-NB's).
 * `u2` passed K-PDF (certificate) and is enrolled in K-NB; `ar1` (AR) is enrolled in K-PDF.
 */
export const learningFixture = join(import.meta.dirname, "..", "..", "fixtures", "scenarios", "learning.ndjson")

/** The correct options of T-NB, for the tests' own answers (the API never says them). */
export const rightAnswers = { n1: ["b"], n2: ["a"], n3: ["c"] } as const
export const wrongAnswers = { n1: ["a"], n2: ["b"], n3: ["a"] } as const

export const startLearningServer = (now: () => number = () => learnerNow): Promise<TestServer> =>
  startTestServer({ fixture: [learnerFixture, learningFixture], now })

import type { Aggregate } from "../shared/decider.ts"
import { streamRef } from "../shared/decider.ts"
import { TestCreated, type TestEvent } from "./events.ts"

export type TestState = { readonly exists: false } | ({ readonly exists: true } & Omit<TestCreated, "_tag">)

export const initialState: TestState = { exists: false }

export const Test: Aggregate<TestState, TestEvent> = {
  name: "test",
  initialState,
  evolve: (_s, e) => ({ exists: true, ...e }),
  events: [TestCreated],
  streamOf: (e) => `test-${e.testId}`
}

export const test = (testId: string) => streamRef(Test, testId)

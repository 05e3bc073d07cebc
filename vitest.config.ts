import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["tests/**/*.spec.ts", "tests/**/*.spec.tsx"],
    globalSetup: ["tests/support/globalSetup.ts"],
    // Crash and CLI tests spawn child processes; two cores are all CI has.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ["default"]
  }
})

import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    include: ["tests/**/*.spec.ts", "tests/**/*.spec.tsx"],
    globalSetup: ["tests/support/globalSetup.ts", "tests/e2e/learner/support/globalSetup.ts"],
    // ink draws only its last frame when it believes it runs in CI; the views' own tests need a
    // terminal's behaviour wherever they run (the CLI tests spawn the binary with CI=true).
    // Views and messages are read in en-US unless a test asks for another locale.
    env: { CI: "false", VITRINE_LOCALE: "en-US" },
    // Crash and CLI tests spawn child processes; two cores are all CI has.
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits for what a loaded two-core machine may take seconds to show (1 s by default).
    expect: { poll: { timeout: 10_000 } },
    reporters: ["default"]
  }
})

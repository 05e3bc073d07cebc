import { join } from "node:path"

/**
 * Where the suites keep their scratch databases and fixtures: bench/.work, or BENCH_WORK (the
 * smoke test runs every suite at a tiny size in a folder of its own, away from a real run's).
 */
export const benchWork = process.env["BENCH_WORK"] ?? join(import.meta.dirname, "..", ".work")

// Runs one benchmark suite: `npm run bench -- <suite>` loads bench/<suite>.ts and calls its `run`.
const suite = process.argv[2] ?? "domain"
const { run } = (await import(`./${suite}.ts`)) as { run: () => Promise<Record<string, number>> }
await run()

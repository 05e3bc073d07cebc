import { defineConfig } from "drizzle-kit"

// `npm run db:generate` writes the SQL for every read-model and store table into migrations/.
export default defineConfig({
  dialect: "sqlite",
  schema: ["./adapters/store/schema.ts", "./adapters/projections/*.ts", "./adapters/auth/schema.ts", "./adapters/files/schema.ts", "./adapters/outbox/schema.ts", "./adapters/sso/schema.ts"],
  out: "./migrations"
})

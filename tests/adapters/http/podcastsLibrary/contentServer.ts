import { join } from "node:path"
import { learnerFixture, learnerNow } from "../../../support/learnerServer.ts"
import { startTestServer, type TestServer } from "../../../support/server.ts"

/**
 * The learner scenario plus `podcastsLibrary.ndjson`: client `academy` (podcasts and library on) with u1
 * and the Argentine ar1, client `retail` (podcasts on, library off) with u2; u3 in no client.
 * Playlists: `p-vendas` (academy, published, ep1 120 s and ep2 90 s), `p-rascunho` (academy,
 * draft), `p-varejo` (retail, published). Library: academy's `lib-manual` (Manuais, pdf),
 * `lib-metas` (Planilhas, xlsx), `lib-logo` (Manuais, png), `lib-velho` (removed); retail's `lib-varejo`.
 */
export const contentFixture = join(import.meta.dirname, "..", "..", "..", "..", "fixtures", "scenarios", "podcastsLibrary.ndjson")

export const startContentServer = (): Promise<TestServer> => startTestServer({ fixture: [learnerFixture, contentFixture], now: () => learnerNow })

import { accountsProjection } from "./accounts.ts"
import { campaignsProjection } from "./campaigns.ts"
import { levelsProjection } from "./levels.ts"
import { referenceProjection } from "./reference.ts"
import { salesProjection } from "./sales.ts"
import { walletsProjection } from "./wallets.ts"

/** Every read model of the programme, all inline: a command's effects are readable when it returns. */
export const projections = [
  referenceProjection,
  accountsProjection,
  campaignsProjection,
  salesProjection,
  walletsProjection,
  levelsProjection
]

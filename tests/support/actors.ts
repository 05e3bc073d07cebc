import type { Scenario, Step } from "./scenario.ts"
import { account, cpfs, standardProgramme } from "./setup.ts"
import { block, registerAccount } from "./accounts.ts"

/**
 * The standard programme (admin adm, learner u1 registered in C1) plus one account per actor
 * situation: auditor aud, learner u2 approved but not registered, learner u3 awaiting approval,
 * learner u4 blocked, admin pend awaiting approval, admin blk blocked. Those that need no
 * Brazilian campaign live in Canada, whose documents are free text.
 */
export const actorsWorld = (s: Scenario): Scenario =>
  standardProgramme(s).run(
    ...account("aud", "CA-AUD-1", { country: "CA", role: "auditor" }),
    ...account("u2", cpfs[1]!),
    registerAccount("u3", { country: "CA", document: "CA-U3" }),
    ...account("u4", "CA-U4", { country: "CA" }),
    block("u4"),
    registerAccount("pend", { country: "CA", document: "CA-PEND", role: "admin" }),
    ...account("blk", "CA-BLK", { country: "CA", role: "admin" }),
    block("blk")
  )

export const as = (actor: string, step: Step): Step => ({ ...step, actor })

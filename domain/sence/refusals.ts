import type { AgencyCode } from "./codes.ts"
import {
  SenceAgency100,
  SenceAgency200,
  SenceAgency201,
  SenceAgency202,
  SenceAgency203,
  SenceAgency204,
  SenceAgency205,
  SenceAgency206,
  SenceAgency207,
  SenceAgency208,
  SenceAgency209,
  SenceAgency210,
  SenceAgency211,
  SenceAgency212,
  SenceAgency300,
  SenceAgency301,
  SenceAgency302,
  SenceAgency303,
  SenceAgency304,
  SenceAgency305,
  SenceAgency306,
  SenceAgency307,
  SenceAgency308,
  SenceAgency309,
  SenceAgency310
} from "./errors.ts"

// Kept apart from errors.ts: that module lists error classes only (domain/errorCodes.ts reads each).
const refusals = {
  "100": SenceAgency100, "200": SenceAgency200, "201": SenceAgency201, "202": SenceAgency202, "203": SenceAgency203, "204": SenceAgency204,
  "205": SenceAgency205, "206": SenceAgency206, "207": SenceAgency207, "208": SenceAgency208, "209": SenceAgency209, "210": SenceAgency210,
  "211": SenceAgency211, "212": SenceAgency212, "300": SenceAgency300, "301": SenceAgency301, "302": SenceAgency302, "303": SenceAgency303,
  "304": SenceAgency304, "305": SenceAgency305, "306": SenceAgency306, "307": SenceAgency307, "308": SenceAgency308, "309": SenceAgency309,
  "310": SenceAgency310
} as const

/** The error a code of the agency is answered with. */
export const agencyRefusal = (agencyCode: AgencyCode, sessionId: string) => new refusals[agencyCode]({ sessionId, agencyCode })

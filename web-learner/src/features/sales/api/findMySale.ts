import { apiPaths } from "../../../config/paths.ts"
import { apiPage } from "../../../lib/api-client.ts"
import type { Sale } from "./reportSale.ts"

/**
 * `GET /api/me/sales?campaignId=&invoiceNumber=`: whether I already sent this invoice in the
 * campaign. The form asks before uploading the photo, so a refused duplicate uploads nothing.
 */
export const alreadySent = async (campaignId: string, invoiceNumber: string): Promise<boolean> =>
  (await apiPage<Sale>(apiPaths.mySaleOfInvoice(campaignId, invoiceNumber))).total > 0

import type { LevelEvent } from "./events.ts"
import type { LevelState } from "./state.ts"

export const evolve = (s: LevelState, e: LevelEvent): LevelState => {
  switch (e._tag) {
    case "XpGained":
      return {
        ...s,
        totalXp: s.totalXp + e.xp,
        campaignXp: { ...s.campaignXp, [e.campaignId]: (s.campaignXp[e.campaignId] ?? 0) + e.xp },
        campaignSales: { ...s.campaignSales, [e.campaignId]: [...(s.campaignSales[e.campaignId] ?? []), { saleId: e.saleId, xp: e.xp }] }
      }
    case "XpRevoked":
      return {
        ...s,
        totalXp: s.totalXp - e.xp,
        campaignXp: { ...s.campaignXp, [e.campaignId]: (s.campaignXp[e.campaignId] ?? 0) - e.xp },
        campaignSales: { ...s.campaignSales, [e.campaignId]: (s.campaignSales[e.campaignId] ?? []).filter((x) => x.saleId !== e.saleId) }
      }
    case "LevelUpRequested":
      return { ...s, pending: { campaignId: e.campaignId, toLevel: e.toLevel, countedSaleIds: e.countedSaleIds } }
    case "LevelUpApproved":
      return { ...s, level: e.toLevel, pending: undefined }
    case "LevelUpRejected":
      return { ...s, pending: undefined, rejected: new Set(s.rejected).add(`${e.campaignId}:${e.toLevel}`) }
    case "LevelUpRequestCancelled":
      return { ...s, pending: undefined }
    case "LevelFell":
    case "LevelCorrected":
      return { ...s, level: e.toLevel }
    case "TrainingXpGained":
    case "XpCorrected":
      return {
        ...s,
        totalXp: s.totalXp + e.xp,
        campaignXp: { ...s.campaignXp, [e.campaignId]: (s.campaignXp[e.campaignId] ?? 0) + e.xp }
      }
  }
}

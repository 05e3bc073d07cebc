import { Typography } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"
import { useFormat } from "../format.ts"

interface Threshold { reach: number; keep: number }
interface Request { toLevel: number; currentLevel?: number; campaignXp?: number; totalXp?: number; levels?: { creator: Threshold; influencer: Threshold } }

/**
 * What deciding a level-up needs beside its sales (issue 41 item 15): the level held now, the XP
 * in the campaign and in total, and the campaign's thresholds, the one asked for first.
 */
export const LevelUpContext = () => {
  const record = useRecordContext<Request>()
  const translate = useTranslate()
  const f = useFormat()
  if (!record) return null
  const asked = record.toLevel === 3 ? record.levels?.influencer : record.levels?.creator
  return (
    <div data-testid="level-up-context">
      <Typography variant="body2">
        {translate("vitrine.context.level_now", { level: f.number(record.currentLevel ?? 1), to: f.number(record.toLevel) })}
      </Typography>
      <Typography variant="body2">
        {translate("vitrine.context.xp", { campaign: f.number(record.campaignXp ?? 0), total: f.number(record.totalXp ?? 0) })}
      </Typography>
      {asked && (
        <Typography variant="body2">
          {translate("vitrine.context.threshold", { to: f.number(record.toLevel), reach: f.number(asked.reach), keep: f.number(asked.keep) })}
        </Typography>
      )}
      {record.levels && (
        <Typography variant="body2" color="text.secondary">
          {translate("vitrine.campaigns.levels_text", {
            creatorReach: f.number(record.levels.creator.reach), creatorKeep: f.number(record.levels.creator.keep),
            influencerReach: f.number(record.levels.influencer.reach), influencerKeep: f.number(record.levels.influencer.keep)
          })}
        </Typography>
      )}
    </div>
  )
}

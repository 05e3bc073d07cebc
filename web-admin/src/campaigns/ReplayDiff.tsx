import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material"
import { useTranslate } from "react-admin"
import type { ReplayAnswer } from "../dataProvider.ts"
import { useFormat } from "../format.ts"

/** The per-user diff of a replay with its totals. */
export const ReplayDiff = ({ answer }: { answer: ReplayAnswer }) => {
  const translate = useTranslate()
  const f = useFormat()
  if (answer.changed.length === 0) return <Typography>{translate("vitrine.campaigns.no_change")}</Typography>
  const points = answer.changed.reduce((s, c) => s + c.pointsDelta, 0)
  const xp = answer.changed.reduce((s, c) => s + c.xpDelta, 0)
  const signed = (n: number) => (n > 0 ? "+" : "") + f.number(n)
  return (
    <>
      <Typography data-testid="replay-totals">{translate("vitrine.campaigns.totals", { users: f.number(answer.changed.length), points: signed(points), xp: signed(xp) })}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate("vitrine.campaigns.user")}</TableCell>
            <TableCell align="right">{translate("vitrine.campaigns.points_delta")}</TableCell>
            <TableCell align="right">{translate("vitrine.campaigns.xp_delta")}</TableCell>
            <TableCell>{translate("vitrine.campaigns.level")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.changed.map((c) => (
            <TableRow key={c.userId}>
              <TableCell>{c.userId}</TableCell>
              <TableCell align="right">{signed(c.pointsDelta)}</TableCell>
              <TableCell align="right">{signed(c.xpDelta)}</TableCell>
              <TableCell>{`${c.levelBefore} → ${c.levelAfter}`}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}

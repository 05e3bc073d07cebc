import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material"
import { Link, useGetMany, useTranslate } from "react-admin"
import type { ReplayAnswer } from "../dataProvider.ts"
import { useFormat } from "../format.ts"

/** The per-user diff of a replay with its totals; each user by name, linking to their account (issue 41 item 15). */
export const ReplayDiff = ({ answer }: { answer: ReplayAnswer }) => {
  const translate = useTranslate()
  const f = useFormat()
  const { data: accounts } = useGetMany<{ id: string; fullName: string }>("accounts", { ids: answer.changed.map((c) => c.userId) })
  const names = new Map((accounts ?? []).map((a) => [a.id, a.fullName]))
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
              <TableCell>
                <Link to={`/accounts/${encodeURIComponent(c.userId)}/show`}>{names.get(c.userId) ?? c.userId}</Link>
              </TableCell>
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

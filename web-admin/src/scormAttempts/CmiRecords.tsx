import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material"
import { useRecordContext, useTranslate } from "react-admin"

type CmiRecord = Readonly<Record<string, string>>
export interface Column {
  readonly key: string
  /** The record's value for this column: the element (or the first of the version's names for it) the package set. */
  readonly of: (r: CmiRecord) => string | undefined
}

/**
 * An attempt's interactions or objectives as the package recorded them (cmi.interactions.n.*,
 * cmi.objectives.n.*), one row per index. Scrolls sideways on a phone, within a labelled region
 * a keyboard can reach.
 */
export const CmiRecords = ({ source, columns }: { source: "interactions" | "objectives"; columns: ReadonlyArray<Column>; label?: string }) => {
  const record = useRecordContext<Record<string, ReadonlyArray<CmiRecord>>>()
  const translate = useTranslate()
  const rows = record?.[source] ?? []
  if (rows.length === 0) return <Typography variant="body2">{translate("vitrine.scorm.none")}</Typography>
  const title = translate(`resources.scorm-attempts.fields.${source}`)
  return (
    <TableContainer tabIndex={0} role="region" aria-label={title} sx={{ maxWidth: "100%", overflowX: "auto" }}>
      <Table size="small" aria-label={title} data-testid={`scorm-${source}`}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key}>{translate(`vitrine.scorm.columns.${c.key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              {columns.map((c) => (
                <TableCell key={c.key}>{c.of(r) ?? "—"}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

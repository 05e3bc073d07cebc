import AddIcon from "@mui/icons-material/Add"
import DeleteIcon from "@mui/icons-material/Delete"
import { Box, Button, IconButton, Stack, TextField, Typography } from "@mui/material"
import { useTranslate } from "react-admin"
import { emptyRow, type EditedRow, type RowIssues } from "./pointsTable.ts"

/**
 * The corrected points table as rows of SKU and points per unit: edit a cell, remove a row, add
 * one; each row says what is wrong with it. (Replaces a raw JSON text area, issue 41 item 16.)
 */
export const PointsTableEditor = (props: { rows: EditedRow[]; issues: ReadonlyArray<RowIssues>; onChange: (rows: EditedRow[]) => void }) => {
  const translate = useTranslate()
  const { rows, issues, onChange } = props
  const set = (key: number, patch: Partial<EditedRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)))
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="points-table-editor">
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>{translate("vitrine.points_table.legend", { count: rows.length })}</Typography>
      <Stack spacing={1}>
        {rows.map((r, i) => (
          <Stack key={r.key} direction="row" spacing={1} sx={{ alignItems: "flex-start" }} data-testid="points-row">
            <TextField
              size="small" name={`sku-${i}`} label={translate("resources.sales.fields.sku")} value={r.sku} sx={{ flex: 2, minWidth: 0 }}
              onChange={(e) => set(r.key, { sku: e.target.value })} error={issues[i]?.sku !== undefined}
              helperText={issues[i]?.sku ? translate(issues[i].sku) : undefined}
            />
            <TextField
              size="small" name={`points-${i}`} label={translate("resources.sales.fields.pointsPerUnit")} value={r.points} sx={{ flex: 1, minWidth: 0 }}
              onChange={(e) => set(r.key, { points: e.target.value })} error={issues[i]?.points !== undefined}
              helperText={issues[i]?.points ? translate(issues[i].points) : undefined}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <IconButton aria-label={translate("vitrine.points_table.remove", { sku: r.sku || i + 1 })} onClick={() => onChange(rows.filter((x) => x.key !== r.key))}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => onChange([...rows, emptyRow()])}>{translate("vitrine.points_table.add")}</Button>
    </Box>
  )
}

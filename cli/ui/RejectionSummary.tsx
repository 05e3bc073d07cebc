import { basename } from "node:path"
import { Box, Text } from "ink"
import { t } from "../i18n/t.ts"
import { formatInt, formatPercent } from "./format.ts"
import type { Rejection, RejectionSummaryData } from "./summarizeRejections.ts"
import { Table } from "./Table.tsx"

export interface RejectionSummaryProps extends RejectionSummaryData {
  readonly accepted: number
  /** Show the file beside the line number when the import read several files. */
  readonly showFile?: boolean
}

/** The end of an import: accepted vs rejected, a table of rejections by code, first examples. */
export function RejectionSummary({ accepted, total, byCode, examples, showFile = false }: RejectionSummaryProps) {
  const all = accepted + total
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{t("rejections.accepted")}</Text> <Text color="green">{formatInt(accepted)}</Text>
        {"   "}
        <Text bold>{t("rejections.rejected")}</Text> <Text {...(total > 0 ? { color: "red" } : {})}>{formatInt(total)}</Text>
        {all > 0 ? <Text dimColor>{` (${formatPercent(total / all)})`}</Text> : null}
      </Text>
      {total === 0 ? (
        <Text color="green">{t("rejections.none")}</Text>
      ) : (
        <>
          <Text> </Text>
          <Table
            title={t("rejections.byCode")}
            columns={[
              { header: t("column.code"), cell: (r: { code: string; count: number }) => r.code },
              { header: t("column.count"), cell: (r) => formatInt(r.count), align: "right" },
              { header: t("column.share"), cell: (r) => formatPercent(r.count / total), align: "right" }
            ]}
            rows={byCode}
            footer={[t("column.total"), formatInt(total), formatPercent(1)]}
          />
          <Text> </Text>
          <Table
            title={t("rejections.first", { count: examples.length })}
            columns={[
              { header: t("column.line"), cell: (r: Rejection) => (showFile && r.file !== undefined ? `${basename(r.file)}:${r.line}` : String(r.line)), align: showFile ? "left" : "right" },
              { header: "commandId", cell: (r) => r.commandId ?? "—" },
              { header: t("column.code"), cell: (r) => r.code },
              ...(examples.some((r) => r.message !== undefined) ? [{ header: t("column.why"), cell: (r: Rejection) => r.message ?? "" }] : [])
            ]}
            rows={examples}
          />
        </>
      )}
    </Box>
  )
}

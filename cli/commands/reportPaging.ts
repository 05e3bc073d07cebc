import { t } from "../i18n/t.ts"

/** An --offset at or past a report's last row: said as such, not as a report with no rows. */
export const pastTheEnd = (offset: number, total: number): string | undefined => (total > 0 && offset >= total ? t("report.pastEnd", { offset, total }) : undefined)

import { useRecordContext } from "react-admin"

/**
 * A record's page titled by its name alone: "Campaña %{name}" read "Campaña Campaña Verano 2026"
 * when the name already says what the record is (issue 41, item 19).
 */
export const NameTitle = () => <span>{useRecordContext<{ name?: string }>()?.name ?? ""}</span>

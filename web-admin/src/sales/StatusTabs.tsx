import { QueueTabs } from "../common/QueueTabs.tsx"

export const statuses = ["awaiting_approval", "approved", "reproved"] as const

const tabs = statuses.map((s) => ({ id: s, status: s, label: `vitrine.status.${s}` }))

/** The audit queue's tabs: pending first, the decided a tab away (issue 41, item 14). */
export const StatusTabs = () => <QueueTabs sortField="id" resource="sales" tabs={tabs} testId="status-tabs" />

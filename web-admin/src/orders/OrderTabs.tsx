import { QueueTabs } from "../common/QueueTabs.tsx"
import { tabs } from "./statusTabs.ts"

const queueTabs = tabs.map((t) => ({ ...t, label: `vitrine.orders.tab_${t.id}` }))

/** The orders queue's tabs, worked left to right. */
export const OrderTabs = () => <QueueTabs sortField="placedAt" resource="orders" tabs={queueTabs} testId="order-tabs" />

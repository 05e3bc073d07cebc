import { Tab as MuiTab, Tabs } from "@mui/material"
import { useGetList, useListContext, useTranslate } from "react-admin"
import { tabOf, tabs, type Tab } from "./statusTabs.ts"

/** One tab's count: the list's total for its status (a one-row page), in the admin's scope. */
const useCount = (tab: Tab) => useGetList("orders", { filter: { status: tab.status }, pagination: { page: 1, perPage: 1 }, sort: { field: "placedAt", order: "ASC" } }).total

const Label = ({ tab }: { tab: Tab }) => {
  const translate = useTranslate()
  const count = useCount(tab)
  return <>{`${translate(`vitrine.orders.tab_${tab.id}`)}${count === undefined ? "" : ` (${count})`}`}</>
}

/** Status tabs with counts (react-admin demo's orders): switching keeps the other filters. */
export const OrderTabs = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext()
  const current = tabOf(filterValues["status"])
  return (
    <Tabs
      value={current.id}
      variant="scrollable"
      scrollButtons="auto"
      onChange={(_, id: string) => setFilters({ ...filterValues, status: tabs.find((t) => t.id === id)!.status }, displayedFilters)}
    >
      {tabs.map((t) => <MuiTab key={t.id} value={t.id} label={<Label tab={t} />} />)}
    </Tabs>
  )
}

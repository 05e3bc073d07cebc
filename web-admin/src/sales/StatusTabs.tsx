import { Divider, Tab, Tabs } from "@mui/material"
import { useGetList, useListContext, useTranslate } from "react-admin"
import { useFormat } from "../format.ts"

export const statuses = ["awaiting_approval", "approved", "reproved"] as const

/** One tab's label: the status and how many sales the other filters leave in it. */
const TabLabel = ({ status }: { status: string }) => {
  const { filterValues } = useListContext()
  const translate = useTranslate()
  const f = useFormat()
  const { total } = useGetList("sales", { filter: { ...filterValues, status }, pagination: { page: 1, perPage: 1 }, sort: { field: "id", order: "ASC" } })
  return <>{`${translate(`vitrine.status.${status}`)}${total === undefined ? "" : ` (${f.number(total)})`}`}</>
}

/**
 * The queue opens on what needs doing, the other states a tab away, each with its count under the
 * same filters (react-admin demo's orders list; issue 41, item 14).
 */
export const StatusTabs = () => {
  const { filterValues, setFilters, displayedFilters } = useListContext()
  const status = typeof filterValues["status"] === "string" ? filterValues["status"] : statuses[0]
  return (
    <>
      <Tabs
        variant="scrollable"
        // On a phone the third tab is past the edge: an arrow says there is more.
        scrollButtons="auto"
        allowScrollButtonsMobile
        // The strip's arrows made it as wide as all its tabs, and the page with it: a phone's width caps it.
        sx={{ maxWidth: { xs: "calc(100vw - 16px)", md: "none" } }}
        value={status}
        onChange={(_, value: string) => setFilters({ ...filterValues, status: value }, displayedFilters)}
        data-testid="status-tabs"
      >
        {statuses.map((s) => <Tab key={s} value={s} label={<TabLabel status={s} />} />)}
      </Tabs>
      <Divider />
    </>
  )
}

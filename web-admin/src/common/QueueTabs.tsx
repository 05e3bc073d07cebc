import { Divider, Tab as MuiTab, Tabs } from "@mui/material"
import { useGetList, useListContext, useTranslate } from "react-admin"
import { useFormat } from "../format.ts"

/** A tab of a queue: its id, the `status` filter it sets (one state or several), its label's key. */
export interface QueueTab {
  readonly id: string
  readonly status: string | ReadonlyArray<string>
  readonly label: string
}

/** One tab's label: its name and how many records the list's other filters leave in it. */
const Label = ({ resource, sortField, tab }: { resource: string; sortField: string; tab: QueueTab }) => {
  const { filterValues } = useListContext()
  const translate = useTranslate()
  const f = useFormat()
  const { total } = useGetList(resource, { filter: { ...filterValues, status: tab.status }, pagination: { page: 1, perPage: 1 }, sort: { field: sortField, order: "ASC" } })
  return <>{`${translate(tab.label)}${total === undefined ? "" : ` (${f.number(total)})`}`}</>
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * A queue's status tabs (react-admin demo's orders list): it opens on what needs doing, the other
 * states a tab away with their counts; switching keeps the other filters.
 */
export const QueueTabs = (props: { resource: string; sortField: string; tabs: ReadonlyArray<QueueTab>; testId?: string }) => {
  const { resource, sortField, tabs, testId } = props
  const { filterValues, setFilters, displayedFilters } = useListContext()
  const current = tabs.find((t) => same(t.status, filterValues["status"])) ?? tabs[0]!
  return (
    <>
      <Tabs
        variant="scrollable"
        // On a phone the last tabs are past the edge: an arrow says there is more.
        scrollButtons="auto"
        allowScrollButtonsMobile
        // The strip's arrows made it as wide as all its tabs, and the page with it: a phone's width caps it.
        sx={{ maxWidth: { xs: "calc(100vw - 16px)", md: "none" } }}
        value={current.id}
        onChange={(_, id: string) => setFilters({ ...filterValues, status: tabs.find((t) => t.id === id)!.status }, displayedFilters)}
        data-testid={testId}
      >
        {tabs.map((t) => <MuiTab key={t.id} value={t.id} label={<Label resource={resource} sortField={sortField} tab={t} />} />)}
      </Tabs>
      <Divider />
    </>
  )
}

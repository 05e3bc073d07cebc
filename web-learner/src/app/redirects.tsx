import { Navigate, useParams, type RouteObject } from "react-router"

/** SPEC §2's redirect table; a target not built yet lands on the not-found screen. */
export const redirectTable: ReadonlyArray<readonly [from: string, to: string]> = [
  ["courses", "online-courses"],
  ["presential", "presential-courses"],
  ["webcasts", "webinars"]
]

const WithId = ({ to }: { to: string }) => {
  const { id = "" } = useParams()
  return <Navigate to={`/${to}/${encodeURIComponent(id)}`} replace />
}

export const redirectRoutes: Array<RouteObject> = redirectTable.flatMap(([from, to]) => [
  { path: from, element: <Navigate to={`/${to}`} replace /> },
  { path: `${from}/:id`, element: <WithId to={to} /> }
])

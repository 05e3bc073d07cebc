import { apiPaths } from "../../../config/paths.ts"
import { ApiError, apiFetch } from "../../../lib/api-client.ts"

/** The meetup's `.ics`, fetched with my token and handed to the browser as a download. */
export const downloadCalendar = async (meetupId: string): Promise<void> => {
  const res = await apiFetch(apiPaths.meetupCalendar(meetupId))
  if (!res.ok) throw new ApiError(res.status, "http.error", res.statusText)
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement("a")
  a.href = url
  a.download = `${meetupId}.ics`
  a.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

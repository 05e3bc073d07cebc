import { useMeetups } from "../../features/meetups/api/getMeetups.ts"
import { MeetupCard } from "../../features/meetups/components/MeetupCard.tsx"
import { t, useLanguage } from "../../i18n/index.ts"

/** Meetups (SPEC §2 `events`): my country's upcoming ones, and check-in at the one running. */
export const Component = () => {
  useLanguage()
  const meetups = useMeetups()
  return (
    <>
      <h1>{t("events.title")}</h1>
      {meetups.isError && (
        <p className="error" role="alert">
          {t("error.generic")}{" "}
          <button type="button" className="link" onClick={() => void meetups.refetch()}>
            {t("photos.retry")}
          </button>
        </p>
      )}
      {meetups.isPending && <p role="status">{t("loading")}</p>}
      {meetups.data?.length === 0 && <p>{t("events.none")}</p>}
      {meetups.data !== undefined && meetups.data.length > 0 && (
        <ul className="cards" aria-label={t("events.title")}>
          {meetups.data.map((m) => (
            <MeetupCard key={m.meetupId} meetup={m} />
          ))}
        </ul>
      )}
    </>
  )
}

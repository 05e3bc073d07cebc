import { t, useLanguage } from "../../../i18n/index.ts"
import type { Week } from "../api/getPhotoWeek.ts"

const dateTime = (iso: string, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone }).format(new Date(iso))

/**
 * What was already sent this week for my stores, by me or a colleague (the slot is the store's),
 * and when every slot opens again: Monday 00:00 in the campaign country's zone.
 */
export const WeekSlots = ({ week }: { week: Week }) => {
  const locale = useLanguage()
  const typeName = (id: string) => week.photoTypes.find((p) => p.photoTypeId === id)?.name ?? id
  return (
    <section className="card" aria-labelledby="week-title">
      <h2 id="week-title">{t("photos.thisWeek")}</h2>
      <p className="note">{t("photos.reopens", { when: dateTime(week.reopensAt, locale, week.timeZone) })}</p>
      {week.stores.map((store) => (
        <div key={store.storeId}>
          <h3>{store.name}</h3>
          <ul className="slots">
            {week.photoTypes.map((type) => {
              const slot = week.slots.find((s) => s.storeId === store.storeId && s.photoType === type.photoTypeId)
              return (
                <li key={type.photoTypeId}>
                  <span>{typeName(type.photoTypeId)}</span>{" "}
                  {slot === undefined ? (
                    <span className="badge">{t("photos.free")}</span>
                  ) : (
                    <span className={`badge ${slot.status ?? ""}`}>{t(slot.mine ? "photos.sentByMe" : "photos.sentByColleague")}</span>
                  )}
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </section>
  )
}

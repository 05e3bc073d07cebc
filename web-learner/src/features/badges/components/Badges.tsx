import { QueryView } from "../../../components/states.tsx"
import { t } from "../../../i18n/index.ts"
import type { MessageKey } from "../../../i18n/pt-BR.ts"
import { formatDate } from "../../../lib/format.ts"
import { useBadges } from "../api/getBadges.ts"
import "./badges.css"

/** The profile's badges (DESIGN §4.7): earned ones with their date, the others with how to earn them. */
export const Badges = ({ locale }: { locale: string }) => (
  <QueryView query={useBadges()}>
    {(badges) => (
      <ul className="badges" aria-label={t("profile.badges")}>
        {badges.map((b) => (
          <li key={b.badge} className={b.earnedAt === null ? "locked" : "earned"}>
            <strong>{t(`badge.${b.badge}.name` as MessageKey)}</strong>
            <div className="help">{t(`badge.${b.badge}.how` as MessageKey)}</div>
            <div>{b.earnedAt === null ? t("badge.locked") : t("badge.earnedOn", { date: formatDate(b.earnedAt, locale) })}</div>
          </li>
        ))}
      </ul>
    )}
  </QueryView>
)

import { Link } from "react-router"
import { paths } from "../../../config/paths.ts"
import { language, t } from "../../../i18n/index.ts"
import { formatDate } from "../../../lib/format.ts"
import type { MessageKey } from "../../../i18n/pt-BR.ts"
import type { SurveySummary } from "../api/getSurveys.ts"

/** One survey in my list: its type, until when, whether mandatory, answered or still to answer. */
export const SurveyCard = ({ survey }: { survey: SurveySummary }) => (
  <li className="card">
    <h2>{survey.title}</h2>
    <p>
      {t(`surveys.type.${survey.type}` as MessageKey)} · {t("surveys.until", { date: formatDate(survey.endsOn, language()) })}
      {survey.score > 0 ? ` · ${t("surveys.score", { score: survey.score })}` : ""}
    </p>
    {survey.mandatory && <p className="badge">{t("surveys.mandatory")}</p>}
    {survey.answeredAt !== null ? (
      <p className="success">{t("surveys.answered")}</p>
    ) : (
      <Link className="button" to={paths.survey(survey.surveyId)} aria-label={`${t("surveys.open")}: ${survey.title}`}>
        {t("surveys.open")}
      </Link>
    )}
  </li>
)

import { Link, useParams } from "react-router"
import { QueryView } from "../../components/states.tsx"
import { paths } from "../../config/paths.ts"
import { selectedClient, useMe } from "../../features/session/api/getMe.ts"
import { useSurvey } from "../../features/surveys/api/getSurvey.ts"
import { SurveyForm } from "../../features/surveys/components/SurveyForm.tsx"
import { language, t, useLanguage } from "../../i18n/index.ts"
import { formatDate } from "../../lib/format.ts"
import { homePath } from "../modules.ts"

/**
 * SPEC §2 `home/surveys/{survey_id}`: one survey to answer. A mandatory one is where the route
 * guard sends the learner until it is answered; then "Continue" goes to the client's home.
 */
export const Component = () => {
  useLanguage()
  const { id = "" } = useParams()
  const survey = useSurvey(id)
  const me = useMe()
  const next = homePath(me.data && selectedClient(me.data))
  return (
    <QueryView query={survey}>
      {(s) => (
        <>
          <h1>{s.title}</h1>
          {s.mandatory && s.answeredAt === null && <p className="badge">{t("surveys.mandatoryNote")}</p>}
          {s.description && <p>{s.description}</p>}
          {s.answeredAt !== null ? (
            <div className="card">
              <p>{t("surveys.alreadyAnswered", { date: formatDate(s.answeredAt, language()) })}</p>
              <Link to={paths.surveys}>{t("surveys.back")}</Link>
            </div>
          ) : (
            <SurveyForm survey={s} next={next} />
          )}
        </>
      )}
    </QueryView>
  )
}

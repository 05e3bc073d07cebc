import { QueryView } from "../../components/states.tsx"
import { useSurveys } from "../../features/surveys/api/getSurveys.ts"
import { SurveyCard } from "../../features/surveys/components/SurveyCard.tsx"
import { t, useLanguage } from "../../i18n/index.ts"

/** My surveys (DESIGN §4.10): those of my client company open now, mandatory first. */
export const Component = () => {
  useLanguage()
  const surveys = useSurveys()
  return (
    <>
      <h1>{t("surveys.title")}</h1>
      <QueryView query={surveys} isEmpty={(list) => list.length === 0} empty={<p>{t("surveys.none")}</p>}>
        {(list) => (
          <ul className="cards" aria-label={t("surveys.title")}>
            {list.map((s) => (
              <SurveyCard key={s.surveyId} survey={s} />
            ))}
          </ul>
        )}
      </QueryView>
    </>
  )
}

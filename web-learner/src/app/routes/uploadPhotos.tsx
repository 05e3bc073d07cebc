import { Link } from "react-router"
import { isOpen, useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { usePhotoWeek } from "../../features/photos/api/getPhotoWeek.ts"
import { PhotoForm } from "../../features/photos/components/PhotoForm.tsx"
import { WeekSlots } from "../../features/photos/components/WeekSlots.tsx"
import { paths } from "../../config/paths.ts"
import { t, useLanguage } from "../../i18n/index.ts"

const Week = ({ campaignId }: { campaignId: string }) => {
  const week = usePhotoWeek(campaignId)
  if (week.isError)
    return (
      <p className="error" role="alert">
        {t("error.generic")}{" "}
        <button type="button" className="link" onClick={() => void week.refetch()}>
          {t("photos.retry")}
        </button>
      </p>
    )
  if (week.data === undefined) return <p role="status">{t("loading")}</p>
  return (
    <>
      <PhotoForm key={week.data.week} week={week.data} />
      <WeekSlots week={week.data} />
    </>
  )
}

/** Store photos (SPEC §2 `upload-photos`), in the open campaign I am registered to. */
export const Component = () => {
  useLanguage()
  const campaigns = useCampaigns()
  const campaign = campaigns.data?.find((c) => isOpen(c) && c.registration !== null)
  return (
    <>
      <h1>{t("photos.title")}</h1>
      {campaigns.isSuccess && campaign === undefined && (
        <p>
          {t("photos.needRegistration")} <Link to={paths.campaigns}>{t("nav.campaigns")}</Link>
        </p>
      )}
      {campaign && <Week campaignId={campaign.campaignId} />}
    </>
  )
}

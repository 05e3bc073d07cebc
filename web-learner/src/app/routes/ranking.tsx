import { isOpen, useCampaigns } from "../../features/campaigns/api/getCampaigns.ts"
import { useRanking } from "../../features/ranking/api/getRanking.ts"
import { RankingTable } from "../../features/ranking/components/RankingTable.tsx"
import { ChainScope } from "../../features/ranking/components/ChainScope.tsx"
import { useState } from "react"
import { t, useLanguage } from "../../i18n/index.ts"
import { ApiError } from "../../lib/api-client.ts"

const Board = ({ campaignId }: { campaignId: string }) => {
  const [chainId, setChainId] = useState<string | undefined>(undefined)
  const ranking = useRanking(campaignId, chainId)
  if (ranking.isError)
    return (
      <p className="error" role="alert">
        {ranking.error instanceof ApiError && ranking.error.status === 403 ? ranking.error.message : t("error.generic")}
      </p>
    )
  if (ranking.data === undefined) return <p role="status">{t("loading")}</p>
  return (
    <>
      <ChainScope chains={ranking.data.myChains} chainId={chainId} onChange={setChainId} />
      <RankingTable ranking={ranking.data} />
    </>
  )
}

/** The ranking (DESIGN §4.7) of the campaign running, else the latest one. */
export const Component = () => {
  useLanguage()
  const campaigns = useCampaigns()
  const campaign = campaigns.data?.find((c) => isOpen(c)) ?? campaigns.data?.[0]
  return (
    <>
      <h1>{t("ranking.title")}</h1>
      {campaign && <h2>{campaign.name}</h2>}
      {campaigns.isSuccess && campaign === undefined && <p>{t("ranking.empty")}</p>}
      {campaign && <Board campaignId={campaign.campaignId} />}
    </>
  )
}

import { useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"

export interface RegistrationOptions {
  readonly agencies: ReadonlyArray<{ agencyId: string; name: string; brandIds: ReadonlyArray<string> }>
  readonly brands: ReadonlyArray<{ brandId: string; name: string }>
  readonly chains: ReadonlyArray<{ chainId: string; name: string }>
  readonly stores: ReadonlyArray<{ storeId: string; chainId: string; name: string; city: string }>
}

/** `GET /api/me/campaigns/:id/options`: what the registration form offers. */
export const useRegistrationOptions = (campaignId: string) =>
  useQuery({ queryKey: ["campaigns", campaignId, "options"], queryFn: () => api<RegistrationOptions>(apiPaths.campaignOptions(campaignId)) })

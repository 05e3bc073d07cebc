import { useQuery } from "@tanstack/react-query"
import { api } from "../../../lib/api-client.ts"
import { transferApi, type PartnerMember } from "./paths.ts"

/** `GET /api/me/partner-member?document=`: what the partner knows of the document typed (asked once it looks whole). */
export const usePartnerMember = (document: string) =>
  useQuery({
    queryKey: ["partner-member", document],
    queryFn: () => api<PartnerMember>(transferApi.member(document)),
    enabled: document.replace(/[\s./-]/g, "").length >= 3
  })

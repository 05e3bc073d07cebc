import { useQuery } from "@tanstack/react-query"
import { apiPaths } from "../../../config/paths.ts"
import { api } from "../../../lib/api-client.ts"
import { applyClientTheme } from "../../../lib/theme.ts"

export interface Client {
  readonly clientId: string
  readonly name: string
  readonly homeRoute: string
  readonly features: Record<string, boolean>
}

/** `GET /api/me` (DESIGN §5.2). */
export interface Me {
  readonly userId: string
  readonly fullName: string
  readonly email: string
  readonly country: string
  readonly language: string
  readonly clients: ReadonlyArray<Client>
  readonly selectedClientId: string | null
  readonly campaigns: ReadonlyArray<{ campaignId: string; name: string; status: string; begins: string; ends: string; registered: boolean }>
  /** SPEC §3 `has_mandatory_surveys`: the route guard shows `mandatorySurveyId` before anything else. */
  readonly hasMandatorySurveys?: boolean
  readonly mandatorySurveyId?: string | null
}

export const meKey = ["me"] as const
// The chosen client's colours and logo follow the session (DESIGN §7; lib/theme.ts).
export const getMe = (): Promise<Me> =>
  api<Me>(apiPaths.me).then((me) => {
    applyClientTheme(selectedClient(me)?.clientId)
    return me
  })
export const useMe = (enabled = true) => useQuery({ queryKey: meKey, queryFn: getMe, enabled, staleTime: 60_000 })

/** The selected client, or the only one. */
export const selectedClient = (me: Me): Client | undefined =>
  me.clients.find((c) => c.clientId === me.selectedClientId) ?? (me.clients.length === 1 ? me.clients[0] : undefined)

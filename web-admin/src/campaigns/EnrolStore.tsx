import { Autocomplete, Button, Stack, TextField } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { useVitrineProvider } from "../common/useProvider.ts"

interface Store { id: string; name: string; city: string; chainName: string }

/** Enrols one of the country's stores not enrolled yet (EnrollStore); the campaign's stores are listed beside it. */
export const EnrolStore = () => {
  const record = useRecordContext<{ id: string; country: string; status: string }>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useVitrineProvider()
  const [search, setSearch] = useState("")
  const [store, setStore] = useState<Store | null>(null)
  const { data } = useGetList<Store>("stores", { filter: { country: record?.country, notInCampaignId: record?.id, ...(search ? { q: search } : {}) }, pagination: { page: 1, perPage: 20 }, sort: { field: "name", order: "ASC" } }, { enabled: record !== undefined })
  const enrol = useMutation({
    mutationFn: (storeId: string) => dataProvider.enrollStore(record!.id, storeId),
    onSuccess: () => (setStore(null), notify("vitrine.campaigns.enrolled", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  if (!record || record.status === "closed") return null
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={1} sx={{ alignItems: { sm: "center" }, my: 1 }}>
      <Autocomplete
        sx={{ minWidth: 300 }}
        options={data ?? []}
        value={store}
        onChange={(_, v) => setStore(v)}
        onInputChange={(_, v) => setSearch(v)}
        getOptionLabel={(s) => `${s.name} · ${s.city} (${s.id})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(params) => <TextField {...params} label={translate("vitrine.campaigns.store_to_enrol")} name="storeToEnrol" />}
      />
      <Button variant="outlined" disabled={!store || enrol.isPending} onClick={() => store && enrol.mutate(store.id)}>{translate("vitrine.campaigns.enrol")}</Button>
    </Stack>
  )
}

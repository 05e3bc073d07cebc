import { Stack, Typography } from "@mui/material"
import { Link, useGetList, useRecordContext, useTranslate } from "react-admin"
import { StatusField } from "../common/StatusField.tsx"
import { RecordContextProvider } from "react-admin"
import { StorePhoto } from "./StorePhoto.tsx"

interface Photo { id: string; storeId: string; week: string; fileId: string | null; photoTypeName?: string; status: string }

/** The week's other photos of the same store, every type and state, beside the one audited. */
export const WeekOfStore = () => {
  const record = useRecordContext<Photo>()
  const translate = useTranslate()
  const { data, isPending } = useGetList<Photo>(
    "photos",
    { filter: { storeId: record?.storeId, week: record?.week }, sort: { field: "uploadedAt", order: "ASC" }, pagination: { page: 1, perPage: 50 } },
    { enabled: record !== undefined }
  )
  const others = (data ?? []).filter((p) => p.id !== record?.id)
  return (
    <section aria-labelledby="week-of-store">
      <Typography id="week-of-store" variant="h6" component="h2">{translate("vitrine.photos.week_of_store", { week: record?.week ?? "" })}</Typography>
      {!isPending && others.length === 0 && <Typography variant="body2" color="text.secondary">{translate("vitrine.photos.none_other")}</Typography>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap" }}>
        {others.map((p) => (
          <RecordContextProvider key={p.id} value={p}>
            <Stack spacing={0.5}>
              <StorePhoto fileId={p.fileId} alt={p.photoTypeName ?? p.id} />
              <Link to={`/photos/${encodeURIComponent(p.id)}/show`}>{p.photoTypeName ?? p.id}</Link>
              <StatusField source="status" />
            </Stack>
          </RecordContextProvider>
        ))}
      </Stack>
    </section>
  )
}

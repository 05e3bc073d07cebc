import { useMediaQuery, type Theme } from "@mui/material"
import {
  AutocompleteInput, DatagridConfigurable, FunctionField, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TextField, TextInput, useTranslate
} from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { BulkApprovePhotosButton } from "./BulkApprovePhotosButton.tsx"
import { StorePhoto } from "./StorePhoto.tsx"

const statuses = ["awaiting_approval", "approved", "reproved"]

const useFilters = () => {
  const translate = useTranslate()
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" alwaysOn choices={statuses.map((id) => ({ id, name: translate(`vitrine.status.${id}`) }))} />,
    <ReferenceInput key="c" source="campaignId" reference="campaigns"><AutocompleteInput optionText="name" /></ReferenceInput>,
    <ReferenceInput key="s" source="storeId" reference="stores"><AutocompleteInput optionText="name" /></ReferenceInput>,
    <ReferenceInput key="t" source="photoType" reference="photo-types"><AutocompleteInput optionText="name" /></ReferenceInput>,
    <TextInput key="w" source="week" />
  ]
}

interface Row { id: string; storeName?: string; photoTypeName?: string; userName?: string; week: string; fileId: string | null }

/** The store-photo audit queue: awaiting approval, oldest first, a thumbnail per row; bulk approval. */
const PhotoList = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  return (
    <List filters={useFilters()} filterDefaultValues={{ status: "awaiting_approval" }} sort={{ field: "uploadedAt", order: "ASC" }} perPage={25}>
      {phone ? (
        <SimpleList<Row> primaryText={(r) => `${r.photoTypeName ?? ""} · ${r.storeName ?? ""}`} secondaryText={(r) => `${r.userName ?? ""} · ${r.week}`} linkType="show" />
      ) : (
        <DatagridConfigurable rowClick="show" bulkActionButtons={<BulkApprovePhotosButton />}>
          <FunctionField source="fileId" sortable={false} render={(r: Row) => <StorePhoto fileId={r.fileId} alt={`${r.photoTypeName ?? ""} · ${r.storeName ?? ""}`} />} />
          <TextField source="photoTypeName" />
          <TextField source="storeName" />
          <TextField source="userName" />
          <TextField source="week" />
          <DateText source="uploadedAt" />
          <NumberText source="points" />
          <StatusField source="status" />
        </DatagridConfigurable>
      )}
    </List>
  )
}
export default PhotoList

import { EditButton, ReferenceField, Show, SimpleShowLayout, TextField, TopToolbar, WithRecord } from "react-admin"
import { EventHistory } from "../common/EventHistory.tsx"

const ProductShow = () => (
  <Show actions={<TopToolbar><EditButton /></TopToolbar>}>
    <SimpleShowLayout>
      <TextField source="sku" />
      <TextField source="productType" />
      <ReferenceField source="brandId" reference="brands" label="resources.products.fields.brandName" link="show" />
      <TextField source="processor" emptyText="—" />
      <TextField source="generation" emptyText="—" />
      <TextField source="formFactor" emptyText="—" />
      <WithRecord render={(r) => <EventHistory streamIds={[`product-${r.id}`]} />} />
    </SimpleShowLayout>
  </Show>
)
export default ProductShow

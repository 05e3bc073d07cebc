import { ArrayInput, AutocompleteInput, minValue, NumberInput, ReferenceInput, required, SimpleFormIterator } from "react-admin"

/** The points table: one row per SKU picked from the product catalogue, with its points per unit (> 0). */
export const PointsTableInput = () => (
  <ArrayInput source="pointsTable" label="resources.campaigns.fields.pointsTable">
    <SimpleFormIterator inline disableReordering>
      <ReferenceInput source="sku" reference="products" sort={{ field: "sku", order: "ASC" }}>
        <AutocompleteInput label="resources.sales.fields.sku" optionText="sku" validate={required()} sx={{ minWidth: 220 }} />
      </ReferenceInput>
      <NumberInput source="pointsPerUnit" label="resources.sales.fields.pointsPerUnit" validate={[required(), minValue(1)]} min={1} step={1} />
    </SimpleFormIterator>
  </ArrayInput>
)

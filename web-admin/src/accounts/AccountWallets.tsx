import { useMediaQuery, type Theme } from "@mui/material"
import { Datagrid, ReferenceField, ReferenceManyField, TextField } from "react-admin"
import { NumberText } from "../common/Points.tsx"
import { AdjustPointsButton } from "./AdjustPointsButton.tsx"

/**
 * The account's wallets, one per campaign, each with its adjustment. On a phone the campaign, the
 * balance and the adjustment only: the eight columns were cut at 360 px, the adjustment with them.
 */
export const AccountWallets = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"))
  return (
    <ReferenceManyField reference="wallets" target="userId" label={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <ReferenceField source="campaignId" reference="campaigns" link="show"><TextField source="name" /></ReferenceField>
        <NumberText source="balance" />
        {!phone && <NumberText source="confirmed" />}
        {!phone && <NumberText source="provisional" />}
        {!phone && <NumberText source="expired" />}
        {!phone && <NumberText source="credited" />}
        {!phone && <NumberText source="reversed" />}
        {!phone && <NumberText source="debited" />}
        <AdjustPointsButton />
      </Datagrid>
    </ReferenceManyField>
  )
}

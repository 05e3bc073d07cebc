import { RoleField } from "../common/RoleField.tsx"
import { WithRecord, Datagrid, ReferenceManyField, Show, Tab, TabbedShowLayout, TabbedShowLayoutTabs, TextField, Pagination } from "react-admin"
import { DateText, NumberText } from "../common/Points.tsx"
import { StatusField } from "../common/StatusField.tsx"
import { EventHistory } from "../common/EventHistory.tsx"
import { AccountActions } from "./AccountActions.tsx"
import { AccountWallets } from "./AccountWallets.tsx"
import { AccountStatement } from "./AccountStatement.tsx"
import { ErasedNotice } from "./ErasedNotice.tsx"

/** An account: personal data, level and XP, its wallets per campaign and its sales. */
const AccountShow = () => (
  <Show actions={<AccountActions />}>
    <ErasedNotice />
    {/* Scrollable tabs: five of them do not fit 360 px, and would widen the page; on a phone an arrow says there are more. */}
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
      <Tab label="vitrine.accounts.profile">
        <TextField source="id" />
        <TextField source="fullName" />
        <TextField source="email" />
        <TextField source="country" />
        <RoleField source="role" />
        <StatusField source="status" />
        <TextField source="blockReason" emptyText="—" />
        <NumberText source="level" />
        <NumberText source="totalXp" />
        <DateText source="registeredAt" />
      </Tab>
      <Tab label="vitrine.accounts.wallets" path="wallets">
        <AccountWallets />
      </Tab>
      <Tab label="vitrine.accounts.statement" path="statement">
        <AccountStatement />
      </Tab>
      <Tab label="vitrine.accounts.sales" path="sales">
        <ReferenceManyField reference="sales" target="userId" label={false} sort={{ field: "reportedAt", order: "DESC" }} pagination={<Pagination />}>
          <Datagrid bulkActionButtons={false} rowClick="show">
            <TextField source="invoiceNumber" />
            <DateText source="saleDate" />
            <NumberText source="creditedPoints" />
            <StatusField source="status" />
          </Datagrid>
        </ReferenceManyField>
      </Tab>
      <Tab label="vitrine.common.events" path="history">
        <WithRecord render={(r) => <EventHistory streamIds={[`account-${r.id}`, `level-${r.id}`]} />} />
      </Tab>
    </TabbedShowLayout>
  </Show>
)
export default AccountShow

import ApproveIcon from "@mui/icons-material/HowToReg"
import { Alert, useMediaQuery, type Theme } from "@mui/material"
import { useMutation } from "@tanstack/react-query"
import { Button, Datagrid, List, TextField, Title, useNotify, useRecordContext, useRefresh, useTranslate } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { AgeField, PersonSummary } from "./AgeField.tsx"
import { RejectSignUpButton } from "./RejectSignUpButton.tsx"
import { useVitrineProvider } from "../common/useProvider.ts"

/** Approve from the queue's row (the account's page has approve, block and unblock too). */
const ApproveButton = () => {
  const record = useRecordContext<{ id: string }>()
  const dataProvider = useVitrineProvider()
  const notify = useNotify()
  const refresh = useRefresh()
  const approve = useMutation({
    mutationFn: () => dataProvider.approveAccount(record!.id),
    onSuccess: () => (notify("vitrine.signups.approved", { type: "success" }), refresh()),
    onError: (e: Error) => notify(e.message, { type: "error" })
  })
  return (
    <Button
      label="vitrine.signups.approve"
      disabled={approve.isPending}
      onClick={(e) => {
        e.stopPropagation()
        approve.mutate()
      }}
    >
      <ApproveIcon />
    </Button>
  )
}

/**
 * The sign-up approval queue (issue 14): accounts awaiting approval, newest first, each with
 * Approve; a row opens the account. The accounts resource with a fixed filter, so it is the
 * same list API (`GET /api/admin/accounts?filter={"status":"awaiting_approval"}`).
 */
const SignUpQueue = () => {
  const translate = useTranslate()
  // On a phone the e-mail and the date would widen the page: name, country and Approve only.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down("sm"))
  return (
    <>
      <Title title={translate("vitrine.signups.title")} />
      <Alert severity="info" sx={{ mt: 1 }}>
        {translate("vitrine.signups.help")}
      </Alert>
      <List
        resource="accounts"
        title={" "}
        filter={{ status: "awaiting_approval" }}
        sort={{ field: "registeredAt", order: "DESC" }}
        disableSyncWithLocation
        storeKey="sign-ups"
        actions={false}
        empty={<Alert severity="success" sx={{ mt: 2 }}>{translate("vitrine.signups.empty")}</Alert>}
      >
        <Datagrid rowClick={(id) => `/accounts/${encodeURIComponent(String(id))}/show`} bulkActionButtons={false}>
          {!small && <TextField source="fullName" />}
          {!small && <TextField source="email" />}
          {!small && <TextField source="country" />}
          {!small && <TextField source="document" label="vitrine.context.document" />}
          {!small && <AgeField label="vitrine.context.age" />}
          {/* On a phone the document and the age go under the name: five columns do not fit 360 px. */}
          {small && <PersonSummary label="resources.accounts.fields.fullName" />}
          {!small && <DateText source="registeredAt" />}
          <ApproveButton />
          <RejectSignUpButton />
        </Datagrid>
      </List>
    </>
  )
}
export default SignUpQueue

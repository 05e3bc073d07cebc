import { EmailField, Labeled, Show, SimpleShowLayout, TextField, useRecordContext } from "react-admin"
import { DateText } from "../common/Points.tsx"
import { EventHistory } from "../common/EventHistory.tsx"

const History = () => {
  const record = useRecordContext<{ id: string }>()
  return record ? <EventHistory streamIds={[`contact-message-${record.id}`]} /> : null
}

/** One message: who wrote (answer them by e-mail), what, and by when the answer is due. */
const ContactMessageShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="subject" />
      <TextField source="message" sx={{ whiteSpace: "pre-wrap" }} />
      <TextField source="fullName" />
      <EmailField source="email" />
      <TextField source="userId" />
      <TextField source="country" />
      <Labeled source="sentAt"><DateText source="sentAt" /></Labeled>
      <Labeled source="answerBy"><DateText source="answerBy" /></Labeled>
      <History />
    </SimpleShowLayout>
  </Show>
)
export default ContactMessageShow

import { useMediaQuery, type Theme } from "@mui/material"
import { AutocompleteInput, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TextInput, useTranslate } from "react-admin"
import { EnrolmentGrid } from "./EnrolmentGrid.tsx"

const statuses = ["not_started", "in_progress", "approved", "improved", "reproved", "blocked", "restarted", "unenrolled"]

interface Row { id: string; courseTitle: string; userName?: string; userId: string; status: string }

/**
 * Progress per course (filter by course) and per learner (filter by learner), exported as CSV by
 * react-admin's exporter with the filters applied. A country admin sees their country's learners.
 */
const EnrolmentList = () => {
  const translate = useTranslate()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <ReferenceInput key="courseId" source="courseId" reference="courses">
      <AutocompleteInput label="resources.enrolments.fields.courseId" />
    </ReferenceInput>,
    <TextInput key="userId" source="userId" />,
    <SelectInput key="status" source="status" choices={statuses.map((id) => ({ id, name: translate(`vitrine.learning.status.${id}`) }))} />
  ]
  return (
    <List filters={filters} sort={{ field: "enrolledAt", order: "DESC" }} perPage={25}>
      {phone ? (
        <SimpleList<Row>
          primaryText={(r) => r.userName ?? r.userId}
          secondaryText={(r) => `${r.courseTitle} · ${translate(`vitrine.learning.status.${r.status}`, { _: r.status })}`}
          linkType={false}
        />
      ) : (
        <EnrolmentGrid />
      )}
    </List>
  )
}
export default EnrolmentList

import { useMediaQuery, type Theme } from "@mui/material"
import { BooleanField, CreateButton, Datagrid, ExportButton, List, SearchInput, SelectInput, SimpleList, TextField, TextInput, TopToolbar, useTranslate } from "react-admin"
import { NumberText } from "../common/Points.tsx"
import { LearningStatus } from "./LearningStatus.tsx"

interface Row { id: string; title: string; category?: string; status: string; enrolled: number }

/** The catalogue: every course of every status, with how many are enrolled and approved. */
const CourseList = () => {
  const translate = useTranslate()
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down("sm"))
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={["draft", "published", "archived"].map((id) => ({ id, name: translate(`vitrine.learning.status.${id}`) }))} />,
    <TextInput key="category" source="category" />
  ]
  return (
    <List filters={filters} sort={{ field: "title", order: "ASC" }} perPage={25} actions={<TopToolbar><CreateButton /><ExportButton /></TopToolbar>}>
      {phone ? (
        <SimpleList<Row>
          primaryText={(r) => r.title}
          secondaryText={(r) => `${translate(`vitrine.learning.status.${r.status}`)}${r.category ? ` · ${r.category}` : ""}`}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="title" />
          <TextField source="category" />
          <NumberText source="workloadHours" />
          <BooleanField source="mandatory" />
          <NumberText source="enrolled" />
          <NumberText source="approved" />
          <LearningStatus source="status" />
        </Datagrid>
      )}
    </List>
  )
}
export default CourseList

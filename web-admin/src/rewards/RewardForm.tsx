import { ArrayInput, NumberInput, required, SelectArrayInput, SelectInput, SimpleFormIterator, TextInput, minValue, usePermissions, useTranslate } from "react-admin"
import { RewardImageInput } from "./RewardImageInput.tsx"

const countries = ["AR", "BR", "CA", "CL", "CO", "MX", "PE"]

/** ListReward's fields; a country admin's reward is offered in their country (the server sets it), a superuser picks. */
export const RewardFields = ({ creating }: { creating: boolean }) => {
  const translate = useTranslate()
  const { permissions } = usePermissions<{ isSuperuser: boolean }>()
  return (
    <>
      {creating && <TextInput source="id" label="resources.rewards.fields.id" validate={required()} />}
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="description" multiline fullWidth />
      <TextInput source="department" validate={required()} />
      <TextInput source="category" validate={required()} />
      <NumberInput source="price" validate={[required(), minValue(1)]} />
      {creating && <NumberInput source="stock" validate={[required(), minValue(0)]} />}
      <SelectInput source="minLevel" defaultValue={1} choices={[1, 2, 3].map((id) => ({ id, name: translate(`vitrine.rewards.level_${id}`) }))} />
      <ArrayInput source="requiredCourseIds">
        <SimpleFormIterator inline disableReordering>
          <TextInput source="" label="resources.rewards.fields.courseId" />
        </SimpleFormIterator>
      </ArrayInput>
      {permissions?.isSuperuser === true && <SelectArrayInput source="countries" choices={countries.map((id) => ({ id, name: id }))} />}
      <RewardImageInput />
    </>
  )
}

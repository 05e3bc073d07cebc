type Record_ = Readonly<Record<string, unknown>>

/** Fields the console may send blank (`null`, `""`) once cleared: absent for the domain. */
const optionalFields = ["description", "category", "deadline", "coverFileId", "supportMaterials", "prerequisites", "tags", "mandatory"]

const draftFields = ["title", "workloadHours", "enrolmentType", "activities", ...optionalFields]

/**
 * EditCourse from the whole record the console's edit form sends back (ra-data-simple-rest's
 * update): the draft's own fields only (not its status or counts), the id from the path.
 */
export const editCourseCommand = (id: string, record: Record_): Record<string, unknown> => ({
  courseId: id,
  ...Object.fromEntries(draftFields.filter((k) => k in record && !(optionalFields.includes(k) && (record[k] == null || record[k] === ""))).map((k) => [k, record[k]]))
})

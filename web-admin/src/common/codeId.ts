import { regex, required } from "react-admin"

/**
 * A new record's id (a store, a SKU…) as the server takes it: letters, digits, '.', '_' or '-',
 * starting with a letter or digit (domain/shared/schemas.ts `CodeId`). Said in the form, in the
 * console's language, before the server would refuse it.
 */
export const codeId = [required(), regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "vitrine.reference.code_id")]

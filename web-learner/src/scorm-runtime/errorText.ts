import type { ScormVersion } from "../../../domain/scorm/dataModel.ts"

// What LMSGetErrorString / GetErrorString answer: the standards' own wording (SCORM 1.2 RTE
// §3.3.3, SCORM 2004 RTE §3.1.7), in English as the packages expect it.
const texts12: Readonly<Record<number, string>> = {
  0: "No error",
  101: "General exception",
  201: "Invalid argument error",
  202: "Element cannot have children",
  203: "Element not an array - cannot have count",
  301: "Not initialized",
  401: "Not implemented error",
  402: "Invalid set value, element is a keyword",
  403: "Element is read only",
  404: "Element is write only",
  405: "Incorrect data type"
}

const texts2004: Readonly<Record<number, string>> = {
  0: "No error",
  101: "General exception",
  102: "General initialization failure",
  103: "Already initialized",
  104: "Content instance terminated",
  111: "General termination failure",
  112: "Termination before initialization",
  113: "Termination after termination",
  122: "Retrieve data before initialization",
  123: "Retrieve data after termination",
  132: "Store data before initialization",
  133: "Store data after termination",
  142: "Commit before initialization",
  143: "Commit after termination",
  201: "General argument error",
  301: "General get failure",
  351: "General set failure",
  391: "General commit failure",
  401: "Undefined data model element",
  402: "Unimplemented data model element",
  403: "Data model element value not initialized",
  404: "Data model element is read only",
  405: "Data model element is write only",
  406: "Data model element type mismatch",
  407: "Data model element value out of range",
  408: "Data model dependency not established"
}

export const scormErrorText = (version: ScormVersion, code: number): string => (version === "1.2" ? texts12 : texts2004)[code] ?? ""

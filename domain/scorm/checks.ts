// The value checks of the SCORM data model's types (SCORM 1.2 RTE §3.3.2's CMI data types, 2004
// RTE §4.1.1's characterstrings, reals and times): each answers undefined when a value fits, else
// the error code it is given (type or range). Plain TypeScript: the package's frame runs them too.

export type Check = (value: string) => number | undefined

const decimal = /^-?\d{1,10}(\.\d{1,7})?$/
export const vocabulary = (words: ReadonlyArray<string>, code: number): Check => (v) => (words.includes(v) ? undefined : code)
export const maxLength = (n: number, code: number): Check => (v) => (v.length <= n ? undefined : code)
/** A number in [min, max]; the empty string too where 1.2 allows it (a score not given). */
export const number = (min: number, max: number, typeCode: number, rangeCode: number, emptyOk: boolean): Check => (v) =>
  v === "" && emptyOk ? undefined : !decimal.test(v) ? typeCode : Number(v) < min || Number(v) > max ? rangeCode : undefined
/** 1.2's CMIDecimal with no range (an interaction's weighting). */
export const decimal12: Check = (v) => (decimal.test(v) ? undefined : 405)
/** 1.2's CMITimespan HHHH:MM:SS.SS. */
export const timespan12: Check = (v) => (/^\d{2,4}:[0-5]\d:[0-5]\d(\.\d{1,2})?$/.test(v) ? undefined : 405)
/** 1.2's CMITime, a time of day HH:MM:SS.SS. */
export const time12: Check = (v) => (/^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,2})?$/.test(v) ? undefined : 405)
/** 1.2's CMIIdentifier: printable characters and no white space, up to 255. */
export const identifier12: Check = (v) => (/^[\x21-\x7e]{1,255}$/.test(v) ? undefined : 405)
/** 2004's timeinterval (an ISO 8601 duration, P[yY][mM][dD][T[hH][mM][s[.s]S]]). */
export const duration: Check = (v) => (/^P(?!$)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d{1,2})?S)?)?$/.test(v) ? undefined : 406)
/** 2004's time(second,10,0): an ISO 8601 date and time, as precise as the package likes. */
export const timestamp2004: Check = (v) =>
  /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3])(:[0-5]\d(:[0-5]\d(\.\d{1,2})?)?)?(Z|[+-]\d{2}(:\d{2})?)?)?)?)?$/.test(v) ? undefined : 406
/** 2004's long_identifier_type: a URI (no white space), 1 to 4,000 characters. */
export const identifier2004: Check = (v) => (/^\S{1,4000}$/.test(v) ? undefined : 406)
/** An interaction's result: a word of the vocabulary, or a number. */
export const result = (words: ReadonlyArray<string>, code: number): Check => (v) => (words.includes(v) || decimal.test(v) ? undefined : code)

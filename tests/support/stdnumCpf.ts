import { stdnum } from "stdnum"

/** The `stdnum` package's CPF validator: an implementation independent of domain/rules. */
const validator = stdnum["BR"]?.["cpf"]
if (!validator) throw new Error("stdnum no longer ships a BR cpf validator")

/** Check digits and length as stdnum sees them (it does not reject all-equal digits). */
export const stdnumAcceptsCpf = (raw: string): boolean => validator.validate(raw).isValid

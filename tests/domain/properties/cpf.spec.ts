import { describe, expect } from "vitest"
import { fc, test } from "@fast-check/vitest"
import { isValidDocument, normalizeDocument } from "../../../domain/rules/documents.ts"
import { stdnumAcceptsCpf } from "../../support/stdnumCpf.ts"

/**
 * Brazil's document rule against the `stdnum` package, an independent implementation. stdnum
 * does not reject all-equal digits (their check digits add up), so the expectation adds that.
 */
const digitsOf = (s: string) => s.replace(/\D/g, "")
const allEqual = (s: string) => /^(\d)\1*$/.test(digitsOf(s))
const expected = (s: string) => stdnumAcceptsCpf(s) && !allEqual(s)

const digit = fc.integer({ min: 0, max: 9 })
const digits = (n: number) => fc.array(digit, { minLength: n, maxLength: n }).map((d) => d.join(""))

/** A valid CPF found by stdnum alone: of the 100 possible check-digit pairs, the one it accepts. */
const validCpf = digits(9)
  .map((front) => Array.from({ length: 100 }, (_, n) => front + String(n).padStart(2, "0")).find(stdnumAcceptsCpf)!)
  .filter((cpf) => !allEqual(cpf))

/** A valid CPF with one digit changed: its check digits no longer add up. */
const oneDigitOff = fc
  .tuple(validCpf, fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }))
  .map(([cpf, at, delta]) => cpf.slice(0, at) + String((Number(cpf[at]) + delta) % 10) + cpf.slice(at + 1))

const repdigit = digit.map((d) => String(d).repeat(11))

/** Puts zero to two separators (space, dot, dash) before, between and after the digits. */
const withSeparators = (cpf: string) =>
  fc
    .array(fc.array(fc.constantFrom(" ", ".", "-"), { maxLength: 2 }).map((s) => s.join("")), { minLength: 12, maxLength: 12 })
    .map((gaps) => [...cpf].map((d, i) => gaps[i] + d).join("") + gaps[11])

describe("CPF validity agrees with stdnum", () => {
  test.prop([fc.oneof(digits(11), repdigit, validCpf, oneDigitOff)], { numRuns: 2000 })("on 11-digit strings", (cpf) => {
    expect(isValidDocument("BR", cpf)).toBe(expected(cpf))
  })

  test.prop([validCpf.chain(withSeparators)], { numRuns: 500 })("on valid CPFs written with random separators", (written) => {
    expect(stdnumAcceptsCpf(written)).toBe(true)
    expect(isValidDocument("BR", written)).toBe(true)
    expect(normalizeDocument("BR", written)).toBe(digitsOf(written))
  })

  test.prop([oneDigitOff.chain(withSeparators)], { numRuns: 500 })("on one-digit-off CPFs written with random separators", (written) => {
    expect(isValidDocument("BR", written)).toBe(expected(written))
  })

  test.prop([fc.string({ unit: fc.constantFrom(..."0123456789 .-x"), maxLength: 16 })], { numRuns: 1000 })(
    "on any short text of digits, separators and letters",
    (text) => {
      expect(isValidDocument("BR", text)).toBe(expected(text))
    }
  )
})

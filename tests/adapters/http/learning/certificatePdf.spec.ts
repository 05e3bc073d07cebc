import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startDemoServer } from "../../../e2e/learner/support/demoServer.ts"
import { pdfText } from "../../../support/pdfText.ts"
import type { TestServer } from "../../../support/server.ts"

let s: TestServer
beforeAll(async () => {
  s = await startDemoServer(undefined, { media: true })
})
afterAll(() => s.close())

type Certificate = { code: string; courseTitle: string; workloadHours: number }

/** A demo learner holding a certificate, and it. */
const holder = async (): Promise<{ user: string; certificate: Certificate }> => {
  for (let n = 1; n <= 63; n++) {
    const user = `br-${String(n).padStart(3, "0")}`
    const [certificate] = (await (await s.fetch("/api/me/certificates", { as: user })).json()) as Array<Certificate>
    if (certificate) return { user, certificate }
  }
  throw new Error("no BR learner holds a certificate")
}

describe("GET /api/me/certificates/:code/pdf", () => {
  it("is a PDF with the holder's name, the course, its workload, the date, the code and the verification URL", async () => {
    const { user, certificate } = await holder()
    const me = (await (await s.fetch("/api/me", { as: user })).json()) as { fullName: string }
    const r = await s.fetch(`/api/me/certificates/${certificate.code}/pdf`, { as: user, headers: { "accept-language": "pt-BR" } })
    expect(r.status).toBe(200)
    expect(r.headers.get("content-type")).toBe("application/pdf")
    const text = await pdfText(new Uint8Array(await r.arrayBuffer()))
    expect(text).toContain("Certificado de conclusão")
    expect(text).toContain(me.fullName)
    expect(text).toContain(certificate.courseTitle)
    expect(text).toContain(`carga horária de ${new Intl.NumberFormat("pt-BR").format(certificate.workloadHours)} horas`)
    expect(text).toContain(`Código de verificação: ${certificate.code}`)
    expect(text).toMatch(new RegExp(`/verify-certificate/${certificate.code}`))
    expect(text).toMatch(/Emitido em \d{2} de [a-zç]+ de 20\d\d/)
  })

  it("speaks the request's language", async () => {
    const { user, certificate } = await holder()
    const r = await s.fetch(`/api/me/certificates/${certificate.code}/pdf`, { as: user, headers: { "accept-language": "fr-FR" } })
    expect(await pdfText(new Uint8Array(await r.arrayBuffer()))).toContain("Certificat de réussite")
  })

  it("is another learner's code answered as unknown", async () => {
    const { certificate } = await holder()
    const r = await s.fetch(`/api/me/certificates/${certificate.code}/pdf`, { as: "br-063" })
    expect(r.status).toBe(404)
    expect(((await r.json()) as { code: string }).code).toBe("certificate.not_found")
  })
})

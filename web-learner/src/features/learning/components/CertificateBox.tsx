import { useState } from "react"
import { Link } from "react-router"
import { downloadCertificate } from "../api/certificates.ts"
import { learningPaths } from "../api/paths.ts"
import { tl } from "../i18n/index.ts"

/** My certificate of the course: its code, the PDF, and the public page anyone can check it on. */
export const CertificateBox = ({ code }: { code: string }) => {
  const [failed, setFailed] = useState(false)
  return (
    <section className="card certificate" aria-labelledby="certificate-title">
      <h2 id="certificate-title">{tl("course.certificate")}</h2>
      <p>{tl("course.certificateCode", { code })}</p>
      <div className="actions">
        <button type="button" onClick={() => downloadCertificate(code).then(() => setFailed(false), () => setFailed(true))}>
          {tl("course.downloadCertificate")}
        </button>
        <Link className="button secondary" to={learningPaths.verify(code)}>
          {tl("course.verifyCertificate")}
        </Link>
      </div>
      {failed && <p role="alert" className="error">{tl("error")}</p>}
    </section>
  )
}

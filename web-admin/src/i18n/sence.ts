// The console's strings for SENCE's settings (DESIGN §4.9), merged into each locale's catalogue
// (en.ts, pt.ts, es.ts, fr.ts); every locale has exactly these keys.

export const senceEn = {
  resources: {
    "sence-clients": {
      name: "SENCE company |||| SENCE companies",
      fields: { id: "Company id", name: "Company", senceCode: "SENCE code (10+ characters)", members: "Members", q: "Search" }
    },
    "sence-courses": {
      name: "SENCE course |||| SENCE courses",
      fields: { id: "Course id", title: "Course", status: "Status", courseCode: "SENCE course code (7+ characters)", sessions: "Sessions started", q: "Search" }
    }
  }
}
type SenceCatalogue = typeof senceEn

export const sencePt: SenceCatalogue = {
  resources: {
    "sence-clients": {
      name: "Empresa SENCE |||| Empresas SENCE",
      fields: { id: "Id da empresa", name: "Empresa", senceCode: "Código SENCE (10+ caracteres)", members: "Membros", q: "Buscar" }
    },
    "sence-courses": {
      name: "Curso SENCE |||| Cursos SENCE",
      fields: { id: "Id do curso", title: "Curso", status: "Situação", courseCode: "Código SENCE do curso (7+ caracteres)", sessions: "Sessões iniciadas", q: "Buscar" }
    }
  }
}

export const senceEs: SenceCatalogue = {
  resources: {
    "sence-clients": {
      name: "Empresa SENCE |||| Empresas SENCE",
      fields: { id: "Id de la empresa", name: "Empresa", senceCode: "Código SENCE (10+ caracteres)", members: "Miembros", q: "Buscar" }
    },
    "sence-courses": {
      name: "Curso SENCE |||| Cursos SENCE",
      fields: { id: "Id del curso", title: "Curso", status: "Estado", courseCode: "Código SENCE del curso (7+ caracteres)", sessions: "Sesiones iniciadas", q: "Buscar" }
    }
  }
}

export const senceFr: SenceCatalogue = {
  resources: {
    "sence-clients": {
      name: "Entreprise SENCE |||| Entreprises SENCE",
      fields: { id: "Id de l’entreprise", name: "Entreprise", senceCode: "Code SENCE (10+ caractères)", members: "Membres", q: "Rechercher" }
    },
    "sence-courses": {
      name: "Cours SENCE |||| Cours SENCE",
      fields: { id: "Id du cours", title: "Cours", status: "Statut", courseCode: "Code SENCE du cours (7+ caractères)", sessions: "Sessions démarrées", q: "Rechercher" }
    }
  }
}

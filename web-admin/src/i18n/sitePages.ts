// The console's strings for the deployment's public pages (issue 49), merged into each locale's
// catalogue (en.ts, pt.ts, es.ts, fr.ts); every locale has exactly these keys.

export const sitePagesEn = {
  "resources": {
    "site-pages": {
      "name": "Site page |||| Site pages",
      "fields": {
        "id": "Page id (its route)",
        "pageId": "Page id",
        "kind": "Kind",
        "title": "Title",
        "body": "Text (HTML)",
        "campaignId": "Campaign (hotsite)",
        "campaignName": "Campaign",
        "agencyId": "Agency (partner pages)",
        "agencyName": "Agency",
        "online": "Online",
        "updatedAt": "Updated at",
        "q": "Title"
      }
    }
  },
  "vitrine": {
    "sitePageKinds": {
      "hotsite": "Campaign hotsite",
      "partner_landing": "Partner landing page",
      "partner_signup": "Partner sign-up",
      "about_team": "Team page"
    }
  }
}

export const sitePagesPt = {
  "resources": {
    "site-pages": {
      "name": "Página pública |||| Páginas públicas",
      "fields": {
        "id": "Id da página (sua rota)",
        "pageId": "Id da página",
        "kind": "Tipo",
        "title": "Título",
        "body": "Texto (HTML)",
        "campaignId": "Campanha (hotsite)",
        "campaignName": "Campanha",
        "agencyId": "Agência (páginas de parceiro)",
        "agencyName": "Agência",
        "online": "No ar",
        "updatedAt": "Atualizada em",
        "q": "Título"
      }
    }
  },
  "vitrine": {
    "sitePageKinds": {
      "hotsite": "Hotsite de campanha",
      "partner_landing": "Página do parceiro",
      "partner_signup": "Cadastro de parceiro",
      "about_team": "Página da equipe"
    }
  }
}

export const sitePagesEs = {
  "resources": {
    "site-pages": {
      "name": "Página pública |||| Páginas públicas",
      "fields": {
        "id": "Id de la página (su ruta)",
        "pageId": "Id de la página",
        "kind": "Tipo",
        "title": "Título",
        "body": "Texto (HTML)",
        "campaignId": "Campaña (hotsite)",
        "campaignName": "Campaña",
        "agencyId": "Agencia (páginas de socio)",
        "agencyName": "Agencia",
        "online": "En línea",
        "updatedAt": "Actualizada el",
        "q": "Título"
      }
    }
  },
  "vitrine": {
    "sitePageKinds": {
      "hotsite": "Hotsite de campaña",
      "partner_landing": "Página del socio",
      "partner_signup": "Registro de socio",
      "about_team": "Página del equipo"
    }
  }
}

export const sitePagesFr = {
  "resources": {
    "site-pages": {
      "name": "Page publique |||| Pages publiques",
      "fields": {
        "id": "Id de la page (sa route)",
        "pageId": "Id de la page",
        "kind": "Type",
        "title": "Titre",
        "body": "Texte (HTML)",
        "campaignId": "Campagne (hotsite)",
        "campaignName": "Campagne",
        "agencyId": "Agence (pages partenaire)",
        "agencyName": "Agence",
        "online": "En ligne",
        "updatedAt": "Mise à jour le",
        "q": "Titre"
      }
    }
  },
  "vitrine": {
    "sitePageKinds": {
      "hotsite": "Hotsite de campagne",
      "partner_landing": "Page du partenaire",
      "partner_signup": "Inscription partenaire",
      "about_team": "Page de l’équipe"
    }
  }
}

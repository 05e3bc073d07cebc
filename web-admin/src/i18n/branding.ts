// The console's strings for the deployment's face (issue 49): the login configuration page and the
// client errors list, merged into each locale's catalogue; every locale has exactly these keys.

export const brandingEn = {
  resources: {
    "branding-client-errors": { name: "Client error |||| Client errors", fields: { id: "Error", app: "App", kind: "Kind", message: "Message", stack: "Stack", path: "Screen", userAgent: "Browser", reportedAt: "Reported at", q: "Message or screen" } },
    "branding-client-themes": { name: "Client theme |||| Client themes", fields: { name: "Client", id: "Id", themed: "Own theme", colors: { primary: "Primary colour" }, logoFileId: "Logo", q: "Client or id" }, edit_title: "Theme of %{name}" }
  },
  vitrine: {
    branding: {
      menu: "Login and branding",
      title: "Login configuration",
      saved: "Configuration saved: the login screen shows it now",
      save: "Save",
      load_failed: "The configuration could not be read.",
      preview: "Live preview",
      phone: "Phone (360 px)",
      desktop: "Desktop (1280 px)",
      contrast: "Contrast %{pair}: %{ratio}:1 (needs 4.5:1)",
      sections: { look: "Look", access: "Access and sign-up", maintenance: "Maintenance", sso: "Single sign-on buttons" },
      fields: {
        title: "Page title",
        primary: "Primary colour",
        onPrimary: "Text on the primary colour",
        background: "Background",
        text: "Text",
        logo: "Logo (%{lang})",
        logoMobile: "Phone logo (%{lang})",
        background_image: "Background image",
        defaultLanguage: "Default language",
        signUpFields: "Sign-up fields",
        passwordStrength: "Password strength",
        recaptcha: "reCAPTCHA on sign-up",
        cookiesType: "Cookie notice",
        cookiesOptional: "Optional cookies",
        maintenanceOn: "Under maintenance",
        maintenanceMessage: "Maintenance message (%{lang})",
        retryAfterSeconds: "Retry after (seconds)",
        ssoButtons: "Buttons",
        issuerId: "Issuer",
        label: "Label",
        kind: "Kind",
        support: "Support channel"
      },
      image: { pick: "Upload image", failed: "The upload failed", set: "Image chosen", none: "No image" },
      hex: "A colour as #rrggbb",
      preview_login: "Log in",
      preview_user: "User or e-mail",
      preview_password: "Password",
      preview_maintenance: "Under maintenance"
    }
  }
}

type BrandingCatalogue = typeof brandingEn

export const brandingPt: BrandingCatalogue = {
  resources: {
    "branding-client-errors": { name: "Erro dos apps |||| Erros dos apps", fields: { id: "Erro", app: "App", kind: "Tipo", message: "Mensagem", stack: "Pilha", path: "Tela", userAgent: "Navegador", reportedAt: "Informado em", q: "Mensagem ou tela" } },
    "branding-client-themes": { name: "Tema de cliente |||| Temas dos clientes", fields: { name: "Cliente", id: "Id", themed: "Tema próprio", colors: { primary: "Cor principal" }, logoFileId: "Logo", q: "Cliente ou id" }, edit_title: "Tema de %{name}" }
  },
  vitrine: {
    branding: {
      menu: "Login e marca",
      title: "Configuração do login",
      saved: "Configuração salva: a tela de login já a mostra",
      save: "Salvar",
      load_failed: "Não foi possível ler a configuração.",
      preview: "Prévia ao vivo",
      phone: "Celular (360 px)",
      desktop: "Computador (1280 px)",
      contrast: "Contraste %{pair}: %{ratio}:1 (mínimo 4,5:1)",
      sections: { look: "Aparência", access: "Acesso e cadastro", maintenance: "Manutenção", sso: "Botões de login único" },
      fields: {
        title: "Título da página",
        primary: "Cor principal",
        onPrimary: "Texto sobre a cor principal",
        background: "Fundo",
        text: "Texto",
        logo: "Logo (%{lang})",
        logoMobile: "Logo no celular (%{lang})",
        background_image: "Imagem de fundo",
        defaultLanguage: "Idioma padrão",
        signUpFields: "Campos do cadastro",
        passwordStrength: "Força da senha",
        recaptcha: "reCAPTCHA no cadastro",
        cookiesType: "Aviso de cookies",
        cookiesOptional: "Cookies opcionais",
        maintenanceOn: "Em manutenção",
        maintenanceMessage: "Mensagem de manutenção (%{lang})",
        retryAfterSeconds: "Tentar de novo após (segundos)",
        ssoButtons: "Botões",
        issuerId: "Emissor",
        label: "Rótulo",
        kind: "Tipo",
        support: "Canal de suporte"
      },
      image: { pick: "Enviar imagem", failed: "O envio falhou", set: "Imagem escolhida", none: "Sem imagem" },
      hex: "Uma cor no formato #rrggbb",
      preview_login: "Entrar",
      preview_user: "Usuário ou e-mail",
      preview_password: "Senha",
      preview_maintenance: "Em manutenção"
    }
  }
}

export const brandingEs: BrandingCatalogue = {
  resources: {
    "branding-client-errors": { name: "Error de las apps |||| Errores de las apps", fields: { id: "Error", app: "App", kind: "Tipo", message: "Mensaje", stack: "Pila", path: "Pantalla", userAgent: "Navegador", reportedAt: "Informado el", q: "Mensaje o pantalla" } },
    "branding-client-themes": { name: "Tema de cliente |||| Temas de los clientes", fields: { name: "Cliente", id: "Id", themed: "Tema propio", colors: { primary: "Color principal" }, logoFileId: "Logo", q: "Cliente o id" }, edit_title: "Tema de %{name}" }
  },
  vitrine: {
    branding: {
      menu: "Inicio de sesión y marca",
      title: "Configuración del inicio de sesión",
      saved: "Configuración guardada: la pantalla de inicio ya la muestra",
      save: "Guardar",
      load_failed: "No se pudo leer la configuración.",
      preview: "Vista previa en vivo",
      phone: "Móvil (360 px)",
      desktop: "Escritorio (1280 px)",
      contrast: "Contraste %{pair}: %{ratio}:1 (mínimo 4,5:1)",
      sections: { look: "Apariencia", access: "Acceso y registro", maintenance: "Mantenimiento", sso: "Botones de inicio único" },
      fields: {
        title: "Título de la página",
        primary: "Color principal",
        onPrimary: "Texto sobre el color principal",
        background: "Fondo",
        text: "Texto",
        logo: "Logo (%{lang})",
        logoMobile: "Logo en el móvil (%{lang})",
        background_image: "Imagen de fondo",
        defaultLanguage: "Idioma predeterminado",
        signUpFields: "Campos del registro",
        passwordStrength: "Fuerza de la contraseña",
        recaptcha: "reCAPTCHA en el registro",
        cookiesType: "Aviso de cookies",
        cookiesOptional: "Cookies opcionales",
        maintenanceOn: "En mantenimiento",
        maintenanceMessage: "Mensaje de mantenimiento (%{lang})",
        retryAfterSeconds: "Reintentar tras (segundos)",
        ssoButtons: "Botones",
        issuerId: "Emisor",
        label: "Etiqueta",
        kind: "Tipo",
        support: "Canal de soporte"
      },
      image: { pick: "Subir imagen", failed: "La subida falló", set: "Imagen elegida", none: "Sin imagen" },
      hex: "Un color en formato #rrggbb",
      preview_login: "Entrar",
      preview_user: "Usuario o correo",
      preview_password: "Contraseña",
      preview_maintenance: "En mantenimiento"
    }
  }
}

export const brandingFr: BrandingCatalogue = {
  resources: {
    "branding-client-errors": { name: "Erreur des applis |||| Erreurs des applis", fields: { id: "Erreur", app: "Appli", kind: "Type", message: "Message", stack: "Pile", path: "Écran", userAgent: "Navigateur", reportedAt: "Signalée le", q: "Message ou écran" } },
    "branding-client-themes": { name: "Thème de client |||| Thèmes des clients", fields: { name: "Client", id: "Id", themed: "Thème propre", colors: { primary: "Couleur principale" }, logoFileId: "Logo", q: "Client ou id" }, edit_title: "Thème de %{name}" }
  },
  vitrine: {
    branding: {
      menu: "Connexion et marque",
      title: "Configuration de la connexion",
      saved: "Configuration enregistrée : l'écran de connexion l'affiche déjà",
      save: "Enregistrer",
      load_failed: "Impossible de lire la configuration.",
      preview: "Aperçu en direct",
      phone: "Téléphone (360 px)",
      desktop: "Ordinateur (1280 px)",
      contrast: "Contraste %{pair} : %{ratio}:1 (minimum 4,5:1)",
      sections: { look: "Apparence", access: "Accès et inscription", maintenance: "Maintenance", sso: "Boutons d'authentification unique" },
      fields: {
        title: "Titre de la page",
        primary: "Couleur principale",
        onPrimary: "Texte sur la couleur principale",
        background: "Fond",
        text: "Texte",
        logo: "Logo (%{lang})",
        logoMobile: "Logo sur téléphone (%{lang})",
        background_image: "Image de fond",
        defaultLanguage: "Langue par défaut",
        signUpFields: "Champs de l'inscription",
        passwordStrength: "Robustesse du mot de passe",
        recaptcha: "reCAPTCHA à l'inscription",
        cookiesType: "Bandeau des cookies",
        cookiesOptional: "Cookies facultatifs",
        maintenanceOn: "En maintenance",
        maintenanceMessage: "Message de maintenance (%{lang})",
        retryAfterSeconds: "Réessayer après (secondes)",
        ssoButtons: "Boutons",
        issuerId: "Émetteur",
        label: "Libellé",
        kind: "Type",
        support: "Canal d'assistance"
      },
      image: { pick: "Envoyer une image", failed: "L'envoi a échoué", set: "Image choisie", none: "Aucune image" },
      hex: "Une couleur au format #rrggbb",
      preview_login: "Se connecter",
      preview_user: "Utilisateur ou e-mail",
      preview_password: "Mot de passe",
      preview_maintenance: "En maintenance"
    }
  }
}

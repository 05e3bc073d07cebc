/**
 * The sign-up approval queue's and the erased account's texts (issue 14), merged into each
 * locale's catalogue by i18n/index.ts (pt-BR first; the missing-key test reads the merged ones).
 */
export const signUpMessages = {
  "pt-BR": {
    vitrine: {
      signups: {
        title: "Cadastros a aprovar", menu: "Cadastros a aprovar", approve: "Aprovar", approved: "Cadastro aprovado: o link de primeiro acesso foi enviado",
        empty: "Nenhum cadastro aguardando aprovação.", help: "Contas criadas pelo cadastro, aguardando aprovação. Ao aprovar, a pessoa recebe por e-mail o link para criar a senha."
      },
      erased: { title: "Conta apagada", text: "Esta conta foi apagada a pedido do titular em %{date}. Os dados pessoais não existem mais; restam apenas os ids nos registros do programa." }
    }
  },
  "en-US": {
    vitrine: {
      signups: {
        title: "Sign-ups to approve", menu: "Sign-ups to approve", approve: "Approve", approved: "Sign-up approved: the first-access link was sent",
        empty: "No sign-up awaiting approval.", help: "Accounts created by sign-up, awaiting approval. Once approved, the person gets an e-mail with the link to create a password."
      },
      erased: { title: "Account erased", text: "This account was erased at its holder's request on %{date}. The personal data no longer exists; only ids remain in the programme's records." }
    }
  },
  "es-ES": {
    vitrine: {
      signups: {
        title: "Registros por aprobar", menu: "Registros por aprobar", approve: "Aprobar", approved: "Registro aprobado: se envió el enlace de primer acceso",
        empty: "Ningún registro espera aprobación.", help: "Cuentas creadas por registro, esperando aprobación. Al aprobar, la persona recibe por correo el enlace para crear su contraseña."
      },
      erased: { title: "Cuenta borrada", text: "Esta cuenta fue borrada a pedido de su titular el %{date}. Los datos personales ya no existen; solo quedan los ids en los registros del programa." }
    }
  },
  "fr-FR": {
    vitrine: {
      signups: {
        title: "Inscriptions à approuver", menu: "Inscriptions à approuver", approve: "Approuver", approved: "Inscription approuvée : le lien de premier accès a été envoyé",
        empty: "Aucune inscription en attente d'approbation.", help: "Comptes créés par inscription, en attente d'approbation. Une fois approuvée, la personne reçoit par e-mail le lien pour créer son mot de passe."
      },
      erased: { title: "Compte effacé", text: "Ce compte a été effacé à la demande de son titulaire le %{date}. Les données personnelles n'existent plus ; seuls les identifiants restent dans les registres du programme." }
    }
  }
} as const

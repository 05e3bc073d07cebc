/** Messages of single sign-on's codes (DESIGN §7 "The deployment's face"; SPEC §8's wording). */
export const ssoPtBR = {
  "sso.issuer_not_found": "Este acesso ({issuerId}) não está configurado.",
  "sso.invalid_state": "Este retorno de login não é válido ou já foi usado. Entre de novo.",
  "sso.provider_failed": "Erro ao efetuar login com o {provider}, tente novamente mais tarde.",
  "sso.no_profile": "Sem perfil cadastrado. Verifique com o gestor da plataforma para liberar corretamente a autenticação.",
  "sso.invalid_client": "O aplicativo não se identificou ao concluir o login."
} as const

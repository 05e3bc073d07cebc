/** Messages of single sign-on's codes (DESIGN §7 "The deployment's face"; SPEC §8's wording). */
export const ssoPtBR = {
  "sso.issuer_not_found": "Este acesso ({issuerId}) não está configurado.",
  "sso.invalid_state": "Este retorno de login não é válido ou já foi usado. Entre de novo.",
  "sso.provider_failed": "Erro ao efetuar login com o {provider}, tente novamente mais tarde.",
  "sso.no_profile": "Sem perfil cadastrado. Verifique com o gestor da plataforma para liberar corretamente a autenticação.",
  "sso.invalid_client": "O aplicativo não se identificou ao concluir o login.",
  "site.campaign_required": "Um hotsite divulga uma campanha: escolha uma campanha que exista para a página {pageId}.",
  "site.agency_required": "As páginas de um parceiro cadastram na agência dele: escolha uma agência que exista para a página {pageId}.",
  "site.kind_fixed": "A página {pageId} já é do tipo {kind}: o tipo de uma página não muda (crie outra página).",
  "site.not_found": "Não encontramos a página {pageId} (ou ela já está fora do ar).",
  "showcase.not_found": "Este curso não está na vitrine.",
  "hotsite.not_found": "Nenhuma campanha em andamento no seu país tem um hotsite agora."
} as const

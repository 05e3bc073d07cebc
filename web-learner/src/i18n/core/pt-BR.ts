/**
 * The texts the login screen shows, which come with the app's first script; every other text
 * (pt-BR.ts) loads with the first screen after it, so that each new module's texts do not weigh on
 * the login (DESIGN §7's 120 kB). The test tests/web-learner/loginBudget.spec.ts finds the keys the
 * login's scripts name and requires them here.
 */
export const corePtBR = {
  "form.tooLong": "Use no máximo 256 caracteres.",
  "language.label": "Idioma",
  "loading": "Carregando…",
  "login.accountLinks": "Conta",
  "login.awaitingApproval": "Sua conta aguarda aprovação. Você receberá um e-mail quando ela for aprovada.",
  "login.blocked": "Sua conta está bloqueada. Fale com o representante da sua loja ou com o suporte do programa.",
  "login.erased": "Sua conta foi excluída.",
  "login.failed": "Usuário ou senha inválidos.",
  "login.firstAccess": "Primeiro acesso",
  "login.forgot": "Esqueci minha senha",
  "login.password": "Senha",
  "login.register": "Cadastre-se",
  "login.required": "Preencha este campo.",
  "login.submit": "Entrar",
  "login.title": "Entrar",
  "login.tooMany": "Muitas tentativas erradas. Tente de novo em {minutes} min.",
  "login.username": "Usuário ou e-mail",
  "nav.info": "Informações",
  "page.about-the-program.title": "Sobre o programa",
  "page.contact-us.title": "Fale conosco",
  "page.privacy-policy.title": "Política de privacidade",
  "page.terms-and-conditions.title": "Termos e condições",
  "states.failed": "Não foi possível carregar. Verifique a conexão e tente de novo.",
  "states.offline": "Você está sem conexão com a internet.",
  "states.retry": "Tentar de novo",
  "chunk.failed": "A tela {name} não carregou.",
  "face2.country.label": "País",
  "face2.country.prompt": "Escolha seu país",
  "face2.country.help": "O país define o documento pedido no cadastro e o idioma inicial."
} as const

export type CoreKey = keyof typeof corePtBR
export type CoreCatalogue = Record<CoreKey, string>

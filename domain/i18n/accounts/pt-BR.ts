/** Messages of account self-service (sign-up, links, codes, profile, deletion). */
export const accountsPtBR = {
  "account.form_invalid": "Preencha o formulário corretamente: confira os campos indicados.",
  "input.required": "Preencha este campo.",
  "input.too_long": "Use no máximo 256 caracteres.",
  "account.email_mismatch": "O e-mail e a confirmação não são iguais.",
  "account.birthday_invalid": "Informe a data de nascimento completa: dia, mês e ano.",
  "account.under_age": "O programa é para maiores de 18 anos.",
  "account.invalid_phone": "Informe um telefone válido, com DDD.",
  "account.terms_not_accepted": "Para participar, aceite os termos e condições.",
  "account.already_erased": "Os dados pessoais da conta {userId} já foram apagados.",
  "account.deletion_name_mismatch": "O nome digitado não é o nome completo da conta. Digite-o exatamente como está no cadastro.",
  "account.link_invalid": "Este link de redefinição é inválido ou já foi usado. Peça um novo.",
  "account.link_expired": "Este link expirou. Peça um novo.",
  "account.code_invalid": "Código inválido ou expirado.",
  "account.code_attempts_exceeded": "Muitos códigos errados. Peça um novo código.",
  "account.code_cooldown": "Aguarde {retryAfterSeconds} segundos para pedir um novo código.",
  "account.password_mismatch": "A senha e a confirmação não são iguais.",
  "account.current_password_wrong": "Erro ao alterar a senha: verifique a senha atual.",
  "account.no_phone": "Não há telefone cadastrado. Informe um número para receber o código.",
  "account.avatar_not_image": "A foto do perfil precisa ser uma imagem (JPEG, PNG ou WebP)."
} as const

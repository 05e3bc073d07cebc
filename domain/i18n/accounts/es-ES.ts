/** Messages of account self-service (sign-up, links, codes, profile, deletion). */
export const accountsEsES = {
  "account.form_invalid": "Completa el formulario correctamente: revisa los campos indicados.",
  "input.required": "Completa este campo.",
  "input.too_long": "Usa como máximo 256 caracteres.",
  "account.email_mismatch": "El correo electrónico y su confirmación no coinciden.",
  "account.birthday_invalid": "Indica la fecha de nacimiento completa: día, mes y año.",
  "account.under_age": "El programa es para mayores de 18 años.",
  "account.invalid_phone": "Indica un teléfono válido, con su código de área.",
  "account.terms_not_accepted": "Para participar, acepta los términos y condiciones.",
  "account.already_erased": "Los datos personales de la cuenta {userId} ya se borraron.",
  "account.deletion_name_mismatch": "El nombre escrito no es el nombre completo de la cuenta. Escríbelo tal como está registrado.",
  "account.link_invalid": "Este enlace de restablecimiento no es válido o ya se usó. Pide uno nuevo.",
  "account.link_expired": "Este enlace caducó. Pide uno nuevo.",
  "account.code_invalid": "Código no válido o caducado.",
  "account.code_attempts_exceeded": "Demasiados códigos incorrectos. Pide un código nuevo.",
  "account.code_cooldown": "Espera {retryAfterSeconds} segundos para pedir un código nuevo.",
  "account.password_mismatch": "La contraseña y su confirmación no coinciden.",
  "account.current_password_wrong": "No se pudo cambiar la contraseña: revisa la contraseña actual.",
  "account.no_phone": "No hay ningún teléfono registrado. Indica uno para recibir el código.",
  "account.avatar_not_image": "La foto del perfil debe ser una imagen (JPEG, PNG o WebP)."
} as const

import type { SenceCatalogue } from "./pt-BR.ts"

export const senceFrFR: SenceCatalogue = {
  "sence.title": "Session SENCE",
  "sence.intro": "Ce cours est enregistré auprès de SENCE. Pour ouvrir son contenu, démarrez une session SENCE avec votre RUT et votre mot de passe SENCE.",
  "sence.openHint": "Une fois démarrée, vous avez 3 minutes pour saisir votre RUT et votre mot de passe.",
  "sence.open": "Démarrer la session SENCE",
  "sence.rut": "RUT",
  "sence.rutHint": "Avec son chiffre de contrôle, par exemple 12.345.678-5.",
  "sence.rutInvalid": "Ce RUT n'est pas valide : vérifiez les chiffres et le chiffre de contrôle.",
  "sence.password": "Mot de passe SENCE",
  "sence.submit": "Se connecter à SENCE",
  "sence.timeLeft": "Temps restant : {time}",
  "sence.expired": "Le temps est écoulé. Redémarrez la session SENCE.",
  "sence.checking": "Vérification…",
  "sence.started": "Session SENCE ouverte : votre présence est enregistrée.",
  "sence.close": "Fermer la session SENCE",
  "sence.closing": "Fermeture…"
}

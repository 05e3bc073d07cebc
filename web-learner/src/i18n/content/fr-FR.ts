/** Actualités, FAQ et support (issue 46), dans le catalogue fr-FR. */
export const contentFrFR = {
  "nav.news": "Actualités",
  "nav.support": "Aide et support",
  "news.title": "Actualités",
  "news.empty": "Pas encore d'actualités. Revenez bientôt.",
  "news.more": "Voir plus d'actualités",
  "news.end": "Vous avez vu toutes les actualités.",
  "news.back": "Toutes les actualités",
  "support.title": "Aide et support",
  "support.noFaq": "Il n'y a pas encore de questions fréquentes dans votre langue.",
  "support.notFound": "Vous n'avez pas trouvé la réponse ?",
  "support.write": "Écrire au support",
  "support.intro": "Dites-nous ce qui s'est passé : l'équipe de support répond par e-mail.",
  "support.subject": "Objet",
  "support.message": "Message",
  "support.send": "Envoyer le message",
  "support.sent": "Message envoyé. Vous recevrez une réponse d'ici le {date} ({days} jours ouvrés).",
  "support.another": "Écrire un autre message",
  "support.faqLink": "Retour aux questions fréquentes"
} as const

/** Noticias, preguntas frecuentes y soporte (issue 46), en el catálogo es-ES. */
export const contentEsES = {
  "nav.news": "Noticias",
  "nav.support": "Ayuda y soporte",
  "news.title": "Noticias",
  "news.empty": "Todavía no hay noticias. Vuelve pronto.",
  "news.more": "Ver más noticias",
  "news.end": "Ya viste todas las noticias.",
  "news.back": "Todas las noticias",
  "support.title": "Ayuda y soporte",
  "support.noFaq": "Todavía no hay preguntas frecuentes en tu idioma.",
  "support.notFound": "¿No encontraste la respuesta?",
  "support.write": "Escribe al soporte",
  "support.intro": "Cuéntanos qué pasó: el equipo de soporte responde por e-mail.",
  "support.subject": "Asunto",
  "support.message": "Mensaje",
  "support.send": "Enviar mensaje",
  "support.sent": "Mensaje enviado. Recibirás la respuesta hasta el {date} ({days} días hábiles).",
  "support.another": "Escribir otro mensaje",
  "support.faqLink": "Volver a las preguntas frecuentes"
} as const

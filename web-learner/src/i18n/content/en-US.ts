/** News, FAQ and support (issue 46), spread into the en-US catalogue. */
export const contentEnUS = {
  "nav.news": "News",
  "nav.support": "Help and support",
  "news.title": "News",
  "news.empty": "No news yet. Check back soon.",
  "news.more": "Show more news",
  "news.end": "You've seen all the news.",
  "news.back": "All news",
  "support.title": "Help and support",
  "support.noFaq": "There are no frequently asked questions in your language yet.",
  "support.notFound": "Didn't find the answer?",
  "support.write": "Write to support",
  "support.intro": "Tell us what happened: the support team answers by e-mail.",
  "support.subject": "Subject",
  "support.message": "Message",
  "support.send": "Send message",
  "support.sent": "Message sent. You'll get an answer by {date} ({days} working days).",
  "support.another": "Write another message",
  "support.faqLink": "Back to the frequently asked questions"
} as const

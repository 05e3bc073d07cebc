import type { Faq } from "../api/types.ts"

/** The FAQ by category: each question a disclosure (details/summary: keyboard and screen readers for free). */
export const FaqList = ({ faq }: { faq: Faq }) => (
  <>
    {faq.categories.map((c) => (
      <section key={c.categoryId} aria-labelledby={`faq-${c.categoryId}`} className="faq-category">
        <h2 id={`faq-${c.categoryId}`}>{c.name}</h2>
        {c.entries.map((e) => (
          <details key={e.entryId} className="faq-entry">
            <summary>{e.question}</summary>
            <p>{e.answer}</p>
          </details>
        ))}
      </section>
    ))}
  </>
)

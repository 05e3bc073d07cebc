import { useId, type ReactNode } from "react"

/**
 * One section of the profile screen (a card with its heading). The profile route lists its
 * sections in order; a new one (change password, edit my data, …) is one more entry there.
 */
export const ProfileSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId()
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

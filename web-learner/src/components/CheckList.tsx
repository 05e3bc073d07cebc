/** A group of checkboxes (or radios) with a legend and an inline error: 44 px rows for thumbs. */
export const CheckList = ({
  legend,
  name,
  items,
  selected,
  onToggle,
  error,
  radio = false
}: {
  legend: string
  name: string
  items: ReadonlyArray<{ id: string; label: string }>
  selected: ReadonlyArray<string>
  onToggle: (id: string) => void
  error?: string | undefined
  radio?: boolean
}) => (
  <fieldset aria-invalid={error !== undefined} aria-describedby={error ? `${name}-error` : undefined}>
    <legend>{legend}</legend>
    {items.map((item) => (
      <label key={item.id} className="check">
        <input type={radio ? "radio" : "checkbox"} name={name} value={item.id} checked={selected.includes(item.id)} onChange={() => onToggle(item.id)} />
        {item.label}
      </label>
    ))}
    {error && (
      <p id={`${name}-error`} className="error">
        {error}
      </p>
    )}
  </fieldset>
)

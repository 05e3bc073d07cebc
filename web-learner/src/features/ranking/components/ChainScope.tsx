import { scopeText } from "./chainScopeText.ts"

/**
 * Whole campaign or one of my chains (DESIGN §4.7 "per campaign and per chain"): a group of
 * toggle buttons, the pressed one the ranking shown.
 */
export const ChainScope = ({ chains, chainId, onChange }: { chains: ReadonlyArray<{ chainId: string; name: string }>; chainId: string | undefined; onChange: (chainId: string | undefined) => void }) =>
  chains.length === 0 ? null : (
    <div className="actions" role="group" aria-label={scopeText("scope")}>
      <button type="button" className={chainId === undefined ? undefined : "secondary"} aria-pressed={chainId === undefined} onClick={() => onChange(undefined)}>
        {scopeText("campaign")}
      </button>
      {chains.map((c) => (
        <button key={c.chainId} type="button" className={chainId === c.chainId ? undefined : "secondary"} aria-pressed={chainId === c.chainId} onClick={() => onChange(c.chainId)}>
          {scopeText("chain", { name: c.name })}
        </button>
      ))}
    </div>
  )

/** Buttons that pick one of several views of a panel (aria-pressed). */
export function Tabs<K extends string>({
  value,
  onChange,
  items,
  label,
}: {
  value: K;
  onChange: (k: K) => void;
  items: readonly (readonly [K, string])[];
  label: string;
}) {
  return (
    <fieldset className="cockpit-tabs" aria-label={label}>
      {items.map(([k, text]) => (
        <button key={k} type="button" aria-pressed={k === value} onClick={() => onChange(k)}>
          {text}
        </button>
      ))}
    </fieldset>
  );
}

/** A labelled select; with `anyLabel`, its first option, with value '', means "any". */
export function SelectField({
  id,
  label,
  value,
  onChange,
  anyLabel,
  options,
  name,
  className = 'field',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The text of the '' option: "All Brands", "Select your state"; none when absent. */
  anyLabel?: string;
  /** The choices; a disabled one is shown (with its reason in its label) but cannot be picked. */
  options: readonly { value: string; label: string; disabled?: boolean }[];
  /** The form field name, for the no-JavaScript GET form. */
  name?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

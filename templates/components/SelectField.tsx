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
  options: readonly { value: string; label: string }[];
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
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

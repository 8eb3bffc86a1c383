import type { ChangeEvent } from 'react';

/** The props that make an <input> a search box named `label`: it shows `value` and reports each edit to `onChange`. */
export function searchBoxProps(label: string, placeholder: string, value: string, onChange: (value: string) => void) {
  return {
    type: 'search',
    'aria-label': label,
    placeholder,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  } as const;
}

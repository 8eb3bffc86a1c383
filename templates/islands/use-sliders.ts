import { useCallback, useState } from 'react';
import type { Slider } from '../../src/schema/index.ts';
import { sliderDefaults } from '../../src/domain/calculators.ts';
import { formatNumber } from '../../src/domain/format.ts';

/**
 * A calculator's slider values, each starting at its slider's default. `field(key)` is what a SliderField needs
 * to show and change one of them; `set` changes one from elsewhere (a preset from the URL).
 */
export function useSliders<K extends string>(sliders: Record<K, Slider>) {
  const [values, setValues] = useState(() => sliderDefaults(sliders));
  const set = useCallback((key: K, value: number) => setValues((current) => ({ ...current, [key]: value })), []);
  const field = (key: K) => ({ slider: sliders[key], value: values[key], onChange: (value: number) => set(key, value) });
  return { values, field, set };
}

/** How the calculators' sliders show a distance, an electricity tariff and a petrol car's mileage. */
export const showKm = (value: number) => `${formatNumber(value)} km`;
export const showTariff = (value: number) => `₹${value.toFixed(1)}`;
export const showMileage = (value: number) => `${value} km/L`;

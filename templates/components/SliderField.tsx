import { useId } from 'react';
import type { Slider } from '../../src/schema/index.ts';
import { snapToStep } from '../../src/domain/calculators.ts';

/** A labelled range slider showing its value; input is clamped to its bounds and snapped to its step. */
export function SliderField({
  label,
  slider,
  value,
  onChange,
  format = String,
}: {
  label: string;
  slider: Slider;
  value: number;
  onChange: (value: number) => void;
  format?: (value: number) => string;
}) {
  const id = useId();
  return (
    <div className="slider-field">
      <div className="slider-field__head">
        <label htmlFor={id}>{label}</label>
        <output htmlFor={id} className="slider-field__value">
          {format(value)}
        </output>
      </div>
      {/* Without JavaScript moving it would change nothing, so only its value is shown then. */}
      <input
        id={id}
        className="needs-script"
        type="range"
        min={slider.min}
        max={slider.max}
        step={slider.step}
        value={value}
        aria-valuetext={format(value)}
        onChange={(event) => onChange(snapToStep(Number(event.target.value), slider))}
      />
      <div className="slider-field__bounds needs-script" aria-hidden="true">
        <span>{format(slider.min)}</span>
        <span>{format(slider.max)}</span>
      </div>
    </div>
  );
}

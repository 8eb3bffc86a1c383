/** Inline, decorative stroke icons (24x24), so no icon font or request is needed. */
const paths = {
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8z',
  range: 'M3 12h4l3-8 4 16 3-8h4',
  battery: 'M3 8h15v8H3zM18 10h3v4h-3M6 11v2M9 11v2M12 11v2',
  power: 'M12 3v9M6.3 6.3a8 8 0 1 0 11.4 0',
  charge: 'M7 3v5M17 3v5M5 8h14v4a7 7 0 0 1-14 0zM12 19v3',
  seat: 'M7 3v10h10M7 13l-2 8M17 13l2 8M9 17h8',
  car: 'M3 16v-3l2-5h14l2 5v3zM3 16v2h3v-2M18 16v2h3v-2M6.5 13h.01M17.5 13h.01',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'm6 9 6 6 6-6',
  arrowLeft: 'M19 12H5M12 19l-7-7 7-7',
  arrowRight: 'M5 12h14M12 5l7 7-7 7',
  check: 'M20 6 9 17l-5-5',
  cross: 'M18 6 6 18M6 6l12 12',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.3-4.3',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  pin: 'M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12zM12 11a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  rupee: 'M6 4h12M6 9h12M6 4h3a5 5 0 0 1 0 10H6l8 7',
  compare: 'M9 3v18M15 3v18M4 7h5M15 7h5M4 17h5M15 17h5',
  filter: 'M3 5h18M6 12h12M10 19h4',
  share:
    'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4',
  bookmark: 'M6 3h12v18l-6-4-6 4z',
  calendar: 'M4 5h16v16H4zM4 10h16M9 3v4M15 3v4',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
} as const;

export type IconName = keyof typeof paths;

/** A decorative icon; pair it with visible text. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

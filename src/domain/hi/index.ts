// The Hindi of the domain's words, as a list of tables for addHindi (src/domain/words.ts) to take in. A page in
// Hindi loads it before its islands hydrate (templates/islands/runtime/mount.ts), so English pages carry none of
// it; the build loads all.ts, which adds the words only the build writes.
import './costs.ts';
import './figures.ts';
import './finder.ts';

export { tables as default } from './hindi.ts';

import type { ConcessionNote, taxNoteTable } from '../taxes-words.ts';
import { hindi } from './hindi.ts';

// The Hindi of the road-tax concessions' notes, which only the build writes (see index.ts).

const asPetrolHi = (c: ConcessionNote) => (c.asPetrol ? ', जितना पेट्रोल कार पर लगता है' : '');

hindi<typeof taxNoteTable>('tax-notes', {
  ended: (c) =>
    `${c.cap === undefined ? '' : `${c.cap} तक की `}इलेक्ट्रिक कारों पर ${c.percent === 0 ? 'रोड टैक्स की छूट' : `${c.percent}% की रियायती रोड टैक्स दर`} ${c.until} को खत्म हो गई; अब इन पर ${c.after} टैक्स लगता है${asPetrolHi(c)}`,
  open: (c) =>
    `${c.until === undefined ? '' : `${c.until} तक `}इलेक्ट्रिक कारों पर ${c.percent === 0 ? 'कोई रोड टैक्स नहीं' : `${c.percent}% रोड टैक्स`}; उसके बाद ${c.after}${asPetrolHi(c)}, अगर इसे आगे न बढ़ाया जाए`,
  capped: (c) =>
    `${c.until === undefined ? '' : `${c.until} तक `}${c.cap} तक की एक्स-शोरूम कीमत वाली इलेक्ट्रिक कारों पर ${c.percent === 0 ? 'कोई रोड टैक्स नहीं' : `${c.percent}% रोड टैक्स`}; इससे महंगी कारों पर ${c.after}${asPetrolHi(c)}`,
});

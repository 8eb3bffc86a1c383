import { readFileSync, readdirSync } from 'node:fs';
const dir = process.argv[2];
const file = readdirSync(dir).filter(f => f.endsWith('.cpuprofile')).map(f => dir + '/' + f)[0];
const prof = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(prof.nodes.map(n => [n.id, n]));
const dt = new Map();
prof.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0)));
const self = new Map(), byFile = new Map();
for (const n of prof.nodes) {
  const t = (dt.get(n.id) ?? 0) / 1000;
  const cf = n.callFrame; const k = `${cf.functionName || '(anon)'} ${cf.url.replace(/.*node_modules\//, 'nm/').replace(/.*\/work\/main\//, '')}:${cf.lineNumber}`;
  self.set(k, (self.get(k) ?? 0) + t);
  const f = cf.url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, 'nm/$1').replace(/.*\/work\/main\//, '');
  byFile.set(f, (byFile.get(f) ?? 0) + t);
}
const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(7)} ${k}`).join('\n');
console.log(top(byFile, 25)); console.log('---'); console.log(top(self, Number(process.argv[3] ?? 40)));

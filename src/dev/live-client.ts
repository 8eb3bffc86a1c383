/**
 * The script `evguide dev` adds to every page it serves (never to the built files): it listens for builds on an
 * event stream, reloads the page when the build changed it, and shows build problems over the page until they are
 * fixed. Plain DOM, textContent only: problem messages quote data files.
 */
export const LIVE_CLIENT = String.raw`
const events = new EventSource('/__evguide/events');
const here = (location.pathname.replace(/\.html$/, '').replace(/\/index$/, '').replace(/(.)\/$/, '$1')) || '/';
let overlay;

function hide() {
  overlay?.remove();
  overlay = undefined;
}

function show(problems) {
  hide();
  overlay = document.createElement('section');
  overlay.setAttribute('role', 'alert');
  overlay.setAttribute('aria-labelledby', 'evguide-overlay-title');
  overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:24px;background:rgba(20,20,24,.94);color:#fff;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace';
  const title = document.createElement('h2');
  title.id = 'evguide-overlay-title';
  title.style.cssText = 'margin:0 0 16px;font-size:18px;color:#ff8a80';
  title.textContent = 'Build failed: ' + problems.length + (problems.length === 1 ? ' problem' : ' problems') + ' (the page shows the last good build)';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.style.cssText = 'position:absolute;top:16px;right:16px;font:inherit;padding:4px 12px;cursor:pointer';
  close.addEventListener('click', hide);
  overlay.append(title, close);
  for (const problem of problems) {
    const item = document.createElement('article');
    item.style.cssText = 'margin:0 0 20px;padding:12px 16px;border-left:4px solid #ff8a80;background:rgba(255,255,255,.06)';
    const where = document.createElement('p');
    where.style.cssText = 'margin:0 0 4px;color:#ffd180';
    where.textContent = (problem.where ?? '') + (problem.field ? '  ' + problem.field : '');
    const message = document.createElement('p');
    message.style.cssText = 'margin:0 0 8px;font-weight:bold';
    message.textContent = problem.message;
    item.append(where, message);
    if (problem.frame) {
      const frame = document.createElement('pre');
      frame.style.cssText = 'margin:0 0 8px;white-space:pre;overflow:auto;color:#e0e0e0';
      frame.textContent = problem.frame;
      item.append(frame);
    }
    if (problem.hint) {
      const hint = document.createElement('p');
      hint.style.cssText = 'margin:0;color:#b9f6ca';
      hint.textContent = problem.hint;
      item.append(hint);
    }
    overlay.append(item);
  }
  document.body.append(overlay);
  close.focus();
}

events.addEventListener('built', (event) => {
  const { pages, everything } = JSON.parse(event.data);
  hide();
  if (everything || pages.includes(here)) location.reload();
});
events.addEventListener('problems', (event) => show(JSON.parse(event.data)));
`;

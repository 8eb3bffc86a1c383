// Shows the 404 message of the section the missing path belongs to (/cars/, /brands/, /blog/) and logs the path.
const path = window.location.pathname;
// The Hindi pages' sections are the same under /hi/.
const section = /^(?:\/hi)?\/(cars|brands|blog)\/[^/]+/.exec(path)?.[1];
const specific = section ? document.querySelector<HTMLElement>(`.not-found__message[data-section="${section}"]`) : null;
if (specific) {
  document.querySelector<HTMLElement>('.not-found__message[data-section=""]')?.setAttribute('hidden', '');
  specific.removeAttribute('hidden');
  document.title = `${specific.querySelector('h1')?.textContent ?? 'Not found'} | ${document.title.split(' | ').pop() ?? ''}`;
}
console.info(`404: no page at ${path}`);

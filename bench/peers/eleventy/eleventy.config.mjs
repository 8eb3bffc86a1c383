// Bench Blog for Eleventy: src/posts/*.md (put there by run.sh prepare) and src/index.njk, into _site/.
export default function (config) {
  config.addFilter('day', (date) => date.toISOString().slice(0, 10));
  config.addCollection('posts', (api) => api.getFilteredByGlob('src/posts/*.md'));
  return { dir: { input: 'src', includes: '_includes', output: '_site' } };
}

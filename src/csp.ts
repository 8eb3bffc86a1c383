import { createHash } from 'node:crypto';
import { EARLY_EVENTS_SCRIPT, LANGUAGE_SCRIPT } from './registry.ts';

// The site's Content-Security-Policy, in one place: the host configuration files send it as a header (serve.json,
// _headers, and `evguide dev`), and every page carries it too, in a <meta> element, for hosts that send no headers
// of a site's choosing (GitHub Pages). A meta policy cannot say who may frame the page (frame-ancestors is ignored
// there, with a console error), so that directive is the header's alone.

/** The CSP source that lets pages with islands run their one inline script, the early-events one, and no other. */
export const EARLY_EVENTS_HASH = `'sha256-${createHash('sha256').update(EARLY_EVENTS_SCRIPT).digest('base64')}'`;

/** The CSP source that lets every page run its language script (templates/layout/language-script.ts). */
export const LANGUAGE_HASH = `'sha256-${createHash('sha256').update(LANGUAGE_SCRIPT).digest('base64')}'`;

/**
 * Scripts and styles from the site only, no inline style, and no inline script but the early-events one and the
 * language one, by their hashes (island props and JSON-LD are data blocks, which a CSP does not run); images from the site and from the
 * hosts `imageHosts` names (site.yaml's allowedImageHosts), over HTTPS; no plugins, no other base URL, forms
 * sent only to the site; with `frame` (a header), no framing by any page.
 */
export function contentSecurityPolicy(imageHosts: readonly string[] = [], { frame = true } = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${EARLY_EVENTS_HASH} ${LANGUAGE_HASH}`,
    "style-src 'self'",
    ["img-src 'self'", ...imageHosts.map((host) => `https://${host}`)].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(frame ? ["frame-ancestors 'none'"] : []),
  ].join('; ');
}

/**
 * What every response carries: the policy above, HTTPS only for a year once seen over HTTPS (browsers ignore it over
 * plain HTTP, so local previews are unaffected), no MIME sniffing, no framing, a referrer only to this origin in
 * full, and no powerful browser features.
 */
export function securityHeaders(imageHosts: readonly string[] = []): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(imageHosts)],
    ['Strict-Transport-Security', 'max-age=31536000'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
}

/** The headers of a site that shows images from no other host. */
export const SECURITY_HEADERS: readonly [string, string][] = securityHeaders();

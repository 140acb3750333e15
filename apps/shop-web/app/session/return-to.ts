/**
 * Where to go after logging in (spec §6: the auth guard sends a guest to the login route with
 * `return_to` set to the full path wanted). Only same-origin relative paths are accepted, so the
 * parameter cannot send anyone to another site (no open redirect).
 */

/** Where a login without (or with an unusable) `return_to` goes. */
export const DEFAULT_RETURN_TO = '/myaccount';

// Pages that make no sense to return to after logging in.
const ENTRY_PAGES = ['/login', '/register', '/forgotpassword', '/resetpassword'];

/** True when the text holds a control character (tabs and newlines are dropped by URL parsers). */
function hasControlCharacter(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** The path to go to after login: `value` when it is a safe same-origin path, else `fallback`. */
export function safeReturnTo(value: string | null | undefined, fallback: string = DEFAULT_RETURN_TO): string {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return fallback;
  // One leading slash, then not a second slash or backslash ("//evil.example", "/\evil.example"
  // are protocol-relative URLs to browsers); no control characters or backslashes anywhere.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'https://return-to.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'https://return-to.invalid') return fallback;
  if (ENTRY_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

// In its own module: pages that only link to the login page need not carry the return-path checks.
export { loginHref } from './login-href.ts';

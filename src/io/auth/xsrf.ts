// The anti-forgery token (R7.64): the server sets the XSRF-TOKEN cookie (readable by scripts on purpose)
// and checks that cookie-authenticated calls echo it in the X-XSRF-TOKEN header.

export const xsrfCookieName = 'XSRF-TOKEN';
export const xsrfHeaderName = 'X-XSRF-TOKEN';

/** The value of a cookie in a `document.cookie` string, or null. */
export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export function readXsrfToken(): string | null {
  if (typeof document === 'undefined') return null;
  return readCookie(document.cookie, xsrfCookieName);
}

/** The cookie that opens the team section (/docs/team/): `session=letmein`. */
export const LOGIN_COOKIE_NAME = 'session';
export const LOGIN_COOKIE_VALUE = 'letmein';
export const LOGIN_PATH = '/login';

/** Whether a Cookie header carries the login cookie. */
export function hasLoginCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${LOGIN_COOKIE_NAME}=${LOGIN_COOKIE_VALUE}`);
}

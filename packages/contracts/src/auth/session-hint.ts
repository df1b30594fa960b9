/**
 * A cookie page scripts can read (value `1`, no secret) that is set with the session cookies and
 * cleared with them. The session cookies themselves are httpOnly, so this is how the web app
 * knows whether a session may exist: without it, a visitor's page calls neither /me nor
 * /refresh (which could only answer 401).
 */
export const SESSION_HINT_COOKIE = 'pc_signed_in';

/**
 * The product's one design language: the customer app, the backoffice, the sign-in page and the
 * mails take their colours, shape and type from here, so they look like one product. Plain
 * values (no MUI types), so the API can use them in HTML too.
 */
export const DESIGN = {
  colour: {
    primary: '#0b5cad',
    primaryLight: '#4f8fd6',
    primaryDark: '#084585',
    accent: '#e0731c',
    background: '#f4f6f9',
    paper: '#ffffff',
    text: '#1d2733',
    textSecondary: '#5a6572',
    border: '#dde3ea',
    error: '#8a1c12',
    errorBackground: '#fdecea',
    /**
     * Status colours dark enough for white text and for text on white (WCAG AA, 4.5:1): MUI's
     * default warning (#ed6c02, 3.1:1) and info (#0288d1, 3.9:1) fail as chip backgrounds.
     */
    warning: '#a84a00',
    info: '#0369a1',
    success: '#2e7d32',
  },
  /** Corner radius of cards, fields and buttons, in px. */
  radius: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  /** Buttons and tabs read as sentences, not shouted in capitals. */
  textTransform: 'none',
  buttonWeight: 600,
} as const;

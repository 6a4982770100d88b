import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's light theme in the product's blue, as the customer app and sign-in page. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#0b5cad' },
    secondary: { main: '#084585' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
};

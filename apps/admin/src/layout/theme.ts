import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { DESIGN } from '@lsp/design';

const { colour } = DESIGN;

/** react-admin's light theme in the design shared with the customer app and the sign-in page. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: colour.primary, light: colour.primaryLight, dark: colour.primaryDark },
    secondary: { main: colour.accent },
    background: { default: colour.background, paper: colour.paper },
    text: { primary: colour.text, secondary: colour.textSecondary },
  },
  shape: { borderRadius: DESIGN.radius },
  typography: { ...defaultLightTheme.typography, fontFamily: DESIGN.fontFamily },
  components: {
    ...defaultLightTheme.components,
    MuiButton: { ...defaultLightTheme.components?.MuiButton, styleOverrides: { root: { textTransform: DESIGN.textTransform, fontWeight: DESIGN.buttonWeight } } },
    MuiTab: { styleOverrides: { root: { textTransform: DESIGN.textTransform, fontWeight: DESIGN.buttonWeight } } },
  },
};

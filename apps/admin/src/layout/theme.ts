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
    // The design's error red: MUI's lighter one reads at 3.8:1 on the form toolbar's grey (WCAG AA asks 4.5:1).
    error: { main: colour.error },
    background: { default: colour.background, paper: colour.paper },
    text: { primary: colour.text, secondary: colour.textSecondary },
  },
  shape: { borderRadius: DESIGN.radius },
  typography: { ...defaultLightTheme.typography, fontFamily: DESIGN.fontFamily },
  components: {
    ...defaultLightTheme.components,
    MuiButton: {
      ...defaultLightTheme.components?.MuiButton,
      styleOverrides: { root: { textTransform: DESIGN.textTransform, fontWeight: DESIGN.buttonWeight } },
    },
    MuiTab: { styleOverrides: { root: { textTransform: DESIGN.textTransform, fontWeight: DESIGN.buttonWeight } } },
    // An empty list says so in the secondary text colour: react-admin's "disabled" grey reads at 2.6:1.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: colour.textSecondary } } } },
  },
};

import { createTheme } from '@mui/material/styles';
import { DESIGN } from '@lsp/design';

const { colour } = DESIGN;

/** The customer app's MUI theme, from the design shared with the backoffice and the sign-in page. */
export const theme = createTheme({
  palette: {
    primary: { main: colour.primary, light: colour.primaryLight, dark: colour.primaryDark },
    secondary: { main: colour.accent },
    warning: { main: colour.warning },
    info: { main: colour.info },
    success: { main: colour.success },
    background: { default: colour.background, paper: colour.paper },
    text: { primary: colour.text, secondary: colour.textSecondary },
  },
  shape: { borderRadius: DESIGN.radius },
  typography: {
    fontFamily: DESIGN.fontFamily,
    h4: { fontWeight: 600, fontSize: '1.75rem' },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600, fontSize: '1.05rem' },
  },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: DESIGN.textTransform, fontWeight: DESIGN.buttonWeight } } },
    MuiTab: { styleOverrides: { root: { textTransform: DESIGN.textTransform, fontWeight: DESIGN.buttonWeight } } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: colour.border } } },
  },
});

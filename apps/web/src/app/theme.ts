import { createTheme } from '@mui/material/styles';

/** One look for the whole app; the sign-in page of the identity provider uses the same blue. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b5cad', light: '#4f8fd6', dark: '#084585' },
    secondary: { main: '#e0731c' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1d2733', secondary: '#5a6572' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 600, fontSize: '1.75rem' },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600, fontSize: '1.05rem' },
  },
  components: {
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#dde3ea' } } },
  },
});

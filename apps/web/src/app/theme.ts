import { createTheme } from '@mui/material/styles';
import { DESIGN } from '@lsp/design';
import { PHONE_MEDIA } from '../components/layout/phone';

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
  // On a phone every control is at least 44 × 44 px, a fingertip's size (WCAG 2.5.5).
  components: {
    MuiButton: {
      styleOverrides: { root: { textTransform: DESIGN.textTransform, fontWeight: DESIGN.buttonWeight, [PHONE_MEDIA]: { minHeight: 44 } } },
    },
    MuiIconButton: { styleOverrides: { root: { [PHONE_MEDIA]: { minWidth: 44, minHeight: 44 } } } },
    MuiToggleButton: { styleOverrides: { root: { [PHONE_MEDIA]: { minHeight: 44 } } } },
    // Links that act as buttons (a field to correct, a footer dialog) are targets of their own.
    MuiLink: {
      styleOverrides: {
        button: { [PHONE_MEDIA]: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minHeight: 44, minWidth: 44 } },
      },
    },
    MuiCheckbox: { styleOverrides: { root: { [PHONE_MEDIA]: { padding: 10 } } } },
    // A field's label stands above its box and wraps, so a long label ("Wysokość szybu (z nadszybiem
    // i podszybiem)" on a phone, "Schachthöhe (inkl. Kopf und Grube)" in a third of the form at
    // 1366 px) is read whole instead of cut off or run into the unit; the box's border then needs no
    // gap for it. At every width, not only on a phone: a desktop's columns are narrow too.
    MuiOutlinedInput: {
      styleOverrides: {
        inputSizeSmall: { [PHONE_MEDIA]: { paddingTop: 10.5, paddingBottom: 10.5 } },
        notchedOutline: { '& legend': { maxWidth: '0.01px' } },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        root: {
          '&, &.MuiInputLabel-shrink, &.MuiInputLabel-sizeSmall': {
            position: 'relative',
            transform: 'none',
            whiteSpace: 'normal',
            overflow: 'visible',
            textOverflow: 'clip',
            maxWidth: '100%',
            marginBottom: 4,
            lineHeight: 1.3,
          },
        },
      },
    },
    MuiTab: { styleOverrides: { root: { textTransform: DESIGN.textTransform, fontWeight: DESIGN.buttonWeight } } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: colour.border } } },
  },
});

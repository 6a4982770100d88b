import { Box, Typography } from '@mui/material';
import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import logoUrl from './logo.svg';

/**
 * The user menu named as it reads: react-admin labels it "Profil" while it shows the user's name,
 * and a speech-input user says what they see (WCAG 2.5.3, label in name).
 */
function NamedUserMenu() {
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const name = identity?.fullName ?? '';
  return (
    <UserMenu label={name ? `${name} – ${translate('ra.auth.user_menu')}` : 'ra.auth.user_menu'}>
      <Logout />
    </UserMenu>
  );
}

/**
 * On a phone the bar keeps to the screen's width (docs/backoffice.md#narrow-screens): the page
 * title is cut with an ellipsis and the language button shows its icon only (its name stays for
 * screen readers and speech input).
 */
const NARROW_BAR = {
  '& .RaAppBar-toolbar .MuiButton-text': { fontSize: { xs: 0, sm: 'inherit' }, minWidth: 0 },
  '& .RaAppBar-toolbar .MuiButton-text .MuiButton-endIcon': { display: { xs: 'none', sm: 'inherit' } },
} as const;

/** react-admin's app bar with the provider's mark and the product name. */
export function AdminAppBar() {
  const translate = useTranslate();
  return (
    <AppBar color="primary" userMenu={<NamedUserMenu />} sx={NARROW_BAR}>
      <Box
        component="img"
        src={logoUrl}
        alt=""
        sx={{ height: 32, width: 32, mr: 1.5, borderRadius: 1, border: '1px solid rgba(255,255,255,.4)' }}
      />
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mr: 2, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
        {translate('lsp.title')}
      </Typography>
      <TitlePortal
        variant="subtitle1"
        sx={{ opacity: 0.85, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      />
    </AppBar>
  );
}

import { AppBar, Box, Stack, Toolbar, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CurrencySelect } from './CurrencySelect';
import { LanguageSelect } from './LanguageSelect';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { UserMenu, type HeaderUser } from './UserMenu';

interface HeaderProps {
  /** The signed-in user, if any: shows their name and the Log out item. */
  user?: HeaderUser;
  onLogout?: () => void;
  /** Calculator and Simulator links, only for users with access. */
  showNavigation: boolean;
  showCurrency: boolean;
}

export function Header({ user, onLogout, showNavigation, showCurrency }: HeaderProps) {
  const { t } = useTranslation();
  // Sticky on a wide screen; on a phone its two rows would take a fifth of the screen, so it scrolls away.
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', position: { xs: 'static', sm: 'sticky' } }}
    >
      {/* On a phone the language and currency go to a second row: one row of 360 px holds the logo, the links and the user. */}
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: 64, px: { xs: 1, sm: 2 }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Stack
          component={RouterLink}
          to="/"
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none', minWidth: 0, flexShrink: 0 }}
        >
          <Logo />
          <Box sx={{ display: { xs: 'none', md: 'block' }, minWidth: 0 }}>
            <Typography variant="subtitle1" component="div" noWrap sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {t('app.title')}
            </Typography>
            <Typography variant="caption" component="div" color="text.secondary" noWrap>
              {t('app.provider')}
            </Typography>
          </Box>
        </Stack>
        {showNavigation && <NavLinks />}
        <Box sx={{ flexGrow: 1 }} />
        <Stack
          direction="row"
          spacing={1.5}
          sx={{
            alignItems: 'center',
            order: { xs: 1, sm: 0 },
            width: { xs: '100%', sm: 'auto' },
            justifyContent: 'flex-end',
            pb: { xs: 1, sm: 0 },
          }}
        >
          <LanguageSelect />
          {showCurrency && <CurrencySelect />}
        </Stack>
        {user && onLogout && <UserMenu user={user} onLogout={onLogout} />}
      </Toolbar>
    </AppBar>
  );
}

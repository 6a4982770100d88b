import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

/** Calculator is active on / and /calculation…, Simulator on /simulator (docs/design.md#shell). */
export function NavLinks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const links = [
    {
      to: '/',
      label: t('menu.calculator'),
      active: pathname === '/' || pathname === '/calculation' || pathname.startsWith('/calculation/'),
    },
    { to: '/simulator', label: t('menu.simulator'), active: pathname === '/simulator' },
  ];
  return (
    <Stack component="nav" aria-label={t('menu.mainNavigation')} direction="row" spacing={0.5}>
      {links.map((link) => (
        <Button
          key={link.to}
          component={RouterLink}
          to={link.to}
          aria-current={link.active ? 'page' : undefined}
          sx={{
            color: link.active ? 'primary.main' : 'text.secondary',
            fontWeight: link.active ? 600 : 500,
            borderRadius: 0,
            px: { xs: 1, sm: 1.5 },
            minWidth: 0,
            height: 64,
            borderBottom: 3,
            borderColor: link.active ? 'primary.main' : 'transparent',
          }}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}

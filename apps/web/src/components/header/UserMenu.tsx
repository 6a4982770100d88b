import { useState } from 'react';
import { AccountCircle, Logout } from '@mui/icons-material';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface HeaderUser {
  fullName: string;
  companyName: string;
}

/** The signed-in user's name; its menu holds Log out. */
export function UserMenu({ user, onLogout }: { user: HeaderUser; onLogout(): void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        // The visible name must be part of the accessible name (WCAG 2.5.3, label in name).
        aria-label={`${user.fullName} – ${t('menu.userMenu')}`}
        aria-expanded={anchor ? 'true' : undefined}
        title={user.fullName}
        sx={{ color: 'text.primary', maxWidth: 260, minWidth: { xs: 44, md: 0 }, '& .MuiButton-startIcon': { mr: { xs: 0, md: 1 } } }}
      >
        <Typography noWrap component="span" data-testid="user-name" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {user.fullName}
        </Typography>
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={user.fullName} secondary={user.companyName} />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('menu.logout')} />
        </MenuItem>
      </Menu>
    </>
  );
}

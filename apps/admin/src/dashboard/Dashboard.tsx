import { AdminPanelSettings } from '@mui/icons-material';
import { Box, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { Loading, Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { AdminsOnly } from '../auth/AdminsOnly';
import { DashboardCharts } from './DashboardCharts';
import { useDashboard } from './use-dashboard';
import { isAdmin, type AdminIdentity } from '../auth/auth-provider';

function SignedInCard({ identity }: { identity: AdminIdentity }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardHeader
        avatar={<AdminPanelSettings color="primary" fontSize="large" />}
        title={translate('lsp.dashboard.welcome')}
        slotProps={{ title: { variant: 'h6' } }}
      />
      <CardContent>
        <Stack spacing={1.5}>
          <Typography data-testid="signed-in-as">{translate('lsp.dashboard.signedInAs', { name: identity.fullName })}</Typography>
          <Typography color="text.secondary">
            {translate('lsp.dashboard.company', { company: `${identity.company.name} (${identity.company.id})` })}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography color="text.secondary">{translate('lsp.dashboard.groups')}</Typography>
            {identity.groups.map((group) => (
              <Chip key={group} label={group} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
          <Typography color="text.secondary" sx={{ pt: 1 }}>
            {translate('lsp.dashboard.upcoming')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

function Figures() {
  const { figures, error } = useDashboard();
  if (error) return <Typography color="error">{error instanceof Error ? error.message : String(error)}</Typography>;
  return figures ? <DashboardCharts figures={figures} /> : <Loading />;
}

/** Who is signed in and the business at a glance; users without the Admin group get the admins-only message instead. */
export function Dashboard() {
  const translate = useTranslate();
  const { permissions, isPending: permissionsPending } = usePermissions();
  const { identity, isPending: identityPending } = useGetIdentity();
  if (permissionsPending || identityPending) return <Loading />;
  if (!isAdmin(permissions)) return <AdminsOnly />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('lsp.dashboard.title')} />
      <Box sx={{ maxWidth: 760 }}>{identity && <SignedInCard identity={identity as AdminIdentity} />}</Box>
      <Figures />
    </Stack>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LEGAL_TABS, type LegalTab } from '../../components/footer/legal-tab';
import { DataProtectionContent } from './DataProtectionContent';
import { ImprintContent } from './ImprintContent';
import { TermsTable } from './TermsTable';
import { usePhone } from '../../components/layout/phone';

interface TermsDialogProps {
  /** The tab asked for; null when closed. */
  tab: LegalTab | null;
  onTabChange(tab: LegalTab): void;
  onClose(): void;
}

/** Terms, legal notice and data protection in one dialog, opened from the footer. */
export function TermsDialog({ tab, onTabChange, onClose }: TermsDialogProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Dialog
      fullScreen={phone}
      open={tab !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="terms-dialog-title"
    >
      <DialogTitle id="terms-dialog-title">{t('terms.title')}</DialogTitle>
      {/* On a phone the three tabs share the width with the footer's short names, which wrap: none is cut off at the edge. */}
      <Tabs
        value={tab ?? 'terms'}
        onChange={(_event, value: LegalTab) => onTabChange(value)}
        variant={phone ? 'fullWidth' : 'scrollable'}
        sx={{ px: { xs: 0, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
      >
        {LEGAL_TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={phone ? t(`footer.${value}`) : t(`terms.tabs.${value}`)}
            sx={{ px: { xs: 1, sm: 2 }, minWidth: 0 }}
          />
        ))}
      </Tabs>
      {/* Scrolls on a phone with nothing to focus in it: the region itself takes the focus, so the keyboard can scroll it. */}
      <DialogContent sx={{ minHeight: 320 }} tabIndex={0} role="region" aria-label={t(`terms.tabs.${tab ?? 'terms'}`)}>
        {tab === 'terms' && <TermsTable />}
        {tab === 'imprint' && <ImprintContent />}
        {tab === 'dataProtection' && <DataProtectionContent />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('terms.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

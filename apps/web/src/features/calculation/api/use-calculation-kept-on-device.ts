import { useEffect, useMemo } from 'react';
import type { CurrentUser } from '@lsp/contracts';
import { useApi, useAuthSession } from '../../../core/auth/AuthProvider';
import { useOnline } from '../../../core/offline/online';
import { usePreferences } from '../../../core/preferences/PreferencesProvider';
import { hasPlannerAccess } from '../../../core/session/access';
import { calculationApi } from './calculation-api';
import { calculationOnDevice } from './calculation-on-device';

/**
 * On every online visit, whatever page it opens, the rule set, the catalogue and the prices of the
 * user's company in the chosen currency are fetched and kept on the device, so a new calculation
 * works offline afterwards (docs/offline.md). A failure costs nothing now: it is logged.
 */
export function useCalculationKeptOnDevice(user: CurrentUser | undefined): void {
  const api = useApi();
  const session = useAuthSession();
  const { currency } = usePreferences();
  const online = useOnline();
  const device = useMemo(() => calculationOnDevice(calculationApi(api), session), [api, session]);
  const companyId = user && hasPlannerAccess(user) ? user.company.id : null;
  useEffect(() => {
    if (companyId === null || !online) return;
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      device.ruleSet(companyId, signal),
      device.productData(companyId, signal),
      device.prices(companyId, currency, signal),
    ]).catch((error: unknown) => {
      if (!signal.aborted) console.warn('Could not keep the calculation data on the device', error);
    });
    return () => controller.abort();
  }, [device, companyId, currency, online]);
}

import { useTranslation } from 'react-i18next';
import type { AioBasicSetComparisonData, Currency } from '@lsp/contracts';
import { formatMoney } from '../cost-calculation/money';
import { useCalculatorTexts } from '../fields/texts';

/**
 * A set's price beside its equivalent by hand, in words that say which is dearer, and the parts of
 * either quote (docs/live-quote.md#aio-basic-sets): for the set dialog and the quote panel.
 */
export function useSetComparison() {
  const { t, productName } = useCalculatorTexts();
  const { i18n } = useTranslation();
  return {
    price(compared: AioBasicSetComparisonData, currency: Currency): string {
      const money = (cents: number) => formatMoney(cents, currency, i18n.language);
      if (compared.manualTotal === null) return t('aioBasicSet.setPriceOnly', { set: money(compared.total) });
      const key = compared.total > compared.manualTotal ? 'aioBasicSet.setPriceDearer' : 'aioBasicSet.setPrice';
      return t(key, {
        set: money(compared.total),
        manual: money(compared.manualTotal),
        difference: money(Math.abs(compared.total - compared.manualTotal)),
      });
    },
    parts(lines: AioBasicSetComparisonData['lines'], productsByKey: ReadonlyMap<string, Parameters<typeof productName>[0]>): string {
      return lines.map((line) => `${line.quantity} × ${productName(productsByKey.get(line.productKey), line.productKey)}`).join(', ');
    },
  };
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@lsp/contracts';
import {
  ENERGY_INPUTS,
  energyReportOf,
  formatNumber,
  numberLocaleOf,
  shaftDrawing,
  shaftDrawingInput,
  type EnergyReport,
} from '@lsp/domain';
import { energyFigures, isLanguage, shaftDrawingTexts, type EnergyFigures, type TextOf } from '@lsp/i18n';
import { fromCents } from '@lsp/rule-engine';
import { usePreferences } from '../../../core/preferences/PreferencesProvider';
import { useSettings } from '../../../core/session/SessionProvider';
import { useCalculator } from '../state/calculator-context';

export interface Energy {
  /** Null until the shaft's size and the required area are known, and while an energy input is invalid. */
  report: EnergyReport | null;
  figures: EnergyFigures | null;
  /** Energy inputs holding what is no valid value: no figures until they are corrected (a default would pass for them unseen). */
  invalid: string[];
  /** The currency amounts are in. */
  currency: Currency;
}

/** The shaft drawing of what is on screen as SVG markup (docs/energy.md#drawing). */
export function useShaftDrawing(): string {
  const { state } = useCalculator();
  const { t, i18n } = useTranslation();
  const locale = numberLocaleOf(i18n.language);
  return useMemo(() => {
    const text: TextOf = (key, params) => String(t(key as never, params as never));
    return shaftDrawing(shaftDrawingInput(state.answer), shaftDrawingTexts(text), (value) => formatNumber(value, locale));
  }, [state.answer, locale, t]);
}

/**
 * The energy figures and the shaft drawing of what is on screen: the rules' answer in this browser
 * (they follow every keystroke), the settings' prices, and the server's quote for the payback.
 */
export function useEnergy(): Energy {
  const { state, quote, problems } = useCalculator();
  const settings = useSettings();
  const preferences = usePreferences();
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'de';
  const { answer } = state;
  const loaded = settings.state === 'value' ? settings.value : null;
  const currency = quote?.currency ?? preferences.currency;
  const invalidKeys = ENERGY_INPUTS.filter((key) => state.textProblems[key] !== undefined || problems[key] !== undefined).join(' ');
  return useMemo(() => {
    const invalid = invalidKeys === '' ? [] : invalidKeys.split(' ');
    if (loaded === null || invalid.length > 0) return { report: null, figures: null, invalid, currency };
    const text: TextOf = (key, params) => String(t(key as never, params as never));
    const quotedTotal = quote ? fromCents(quote.categories.total) : null;
    const report = energyReportOf(answer, { quotedTotal, currency, exchangeRates: loaded.exchangeRates, settings: loaded.energy });
    return { report, figures: report && energyFigures(report, language, text), invalid, currency };
  }, [answer, loaded, quote, currency, language, t, invalidKeys]);
}

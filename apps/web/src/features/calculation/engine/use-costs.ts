import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CalculationAnswer, CalculationRequest, Currency, Language } from '@lsp/contracts';
import { isUnreachable } from '../../../core/offline/online';
import type { CalculationApi } from '../api/calculation-api';
import { nonStandardRequest, toList, type FormSources, type FormValues, type NonStandardComponent } from '../state/form-state';

/** Typing pauses this long before the quote is asked for. */
export const COSTS_DEBOUNCE_MS = 350;

export interface CostsState {
  /** The latest answer that belongs to the current input; null before the first. */
  answer: CalculationAnswer | null;
  loading: boolean;
  error: unknown;
  /** When the answer was priced on this device from stored prices: the date those prices are of (docs/offline.md). */
  pricedOnDeviceAsOf: string | null;
}

/** Pricing on the device from the prices of the last online visit, when the server cannot be reached. */
export interface DevicePricing {
  price(request: CalculationRequest): CalculationAnswer;
  /** When the server read the prices (ISO 8601). */
  asOf: string;
}

/** The quote and a way to ask for it again at once (the panel's "try again", a save that got through). */
export interface LiveCosts extends CostsState {
  retry(): void;
}

/** Pauses before asking again after a failed answer: growing from 2 s to at most 30 s. */
export const retryDelay = (failures: number): number => Math.min(30_000, 2_000 * 2 ** Math.max(0, failures - 1));

interface CostsInput {
  values: FormValues;
  /** Where each value came from: sent along, so the server's rules decide as the browser's did. */
  sources?: FormSources;
  nonStandardComponents: readonly NonStandardComponent[];
  currency: Currency;
  lang: Language;
  companyId: number;
  /** Ask for the AIO Basic sets priced against their equivalent by hand (the set dialog, a chosen set). */
  compareAioBasicSets: boolean;
  /** Only a ready calculation has a quote. */
  enabled: boolean;
  /** Offline, or with the server out of reach, the quote is priced with this when there is one. */
  onDevice?: DevicePricing | null;
}

const NO_COSTS: CostsState = { answer: null, loading: false, error: null, pricedOnDeviceAsOf: null };

/**
 * The quote from `POST /api/calculation-v1` (the server holds the prices), debounced while the
 * user types; an answer to an older input is discarded, and its request aborted. Offline, or when
 * the server cannot be reached, it is priced on the device from the stored prices when there are
 * some, and asked of the server again once the browser is online.
 */
export function useCosts(api: CalculationApi, input: CostsInput): LiveCosts {
  const [state, setState] = useState<CostsState>(NO_COSTS);
  // Read when needed, not a dependency: the prices arriving do not ask the server again.
  const onDevice = useRef(input.onDevice);
  onDevice.current = input.onDevice;
  const latest = useRef(0);
  /** Asking again for the same input: a retry, by hand or by itself. */
  const [attempt, setAttempt] = useState(0);
  const failures = useRef(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const body = JSON.stringify({
    formValues: toList(input.values, input.sources),
    nonStandardComponents: nonStandardRequest(input.nonStandardComponents),
    currency: input.currency,
    lang: input.lang,
    companyId: input.companyId,
    compareAioBasicSets: input.compareAioBasicSets,
  });

  useEffect(() => {
    const request = ++latest.current;
    if (!input.enabled) {
      setState(NO_COSTS);
      return;
    }
    setState((previous) => ({ ...previous, loading: true }));
    const controller = new AbortController();
    const priceOnDevice = (pricing: DevicePricing) => {
      failures.current = 0;
      setState({ answer: pricing.price(JSON.parse(body)), loading: false, error: null, pricedOnDeviceAsOf: pricing.asOf });
    };
    const timer = window.setTimeout(() => {
      if (!navigator.onLine && onDevice.current) return priceOnDevice(onDevice.current);
      api.calculate(JSON.parse(body), controller.signal).then(
        (answer) => {
          if (request !== latest.current) return;
          failures.current = 0;
          setState({ answer, loading: false, error: null, pricedOnDeviceAsOf: null });
        },
        (error: unknown) => {
          if (request !== latest.current || controller.signal.aborted) return;
          if (onDevice.current && isUnreachable(error)) return priceOnDevice(onDevice.current);
          failures.current += 1;
          setState({ answer: null, loading: false, error, pricedOnDeviceAsOf: null });
        },
      );
    }, COSTS_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [api, body, input.enabled, attempt]);

  // A failed quote comes back by itself (docs/live-quote.md#when-the-server-cannot-be-reached): when the
  // browser is online again, and after a growing pause, whichever is first.
  const failed = state.error !== null;
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    const timer = window.setTimeout(retry, retryDelay(failures.current));
    return () => {
      window.removeEventListener('online', retry);
      window.clearTimeout(timer);
    };
  }, [failed, state.error, retry]);

  // A quote priced on the device is asked of the server as soon as the browser is online again.
  const onDeviceOnly = state.pricedOnDeviceAsOf !== null;
  useEffect(() => {
    if (!onDeviceOnly) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [onDeviceOnly, retry]);

  return useMemo(() => ({ ...state, retry }), [state, retry]);
}

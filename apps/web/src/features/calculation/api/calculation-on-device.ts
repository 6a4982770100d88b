import type { Currency } from '@lsp/contracts';
import type { AuthSession } from '../../../core/auth/auth-session';
import { throughDevice } from '../../../core/offline/device-copy';
import type { CalculationApi } from './calculation-api';

/**
 * What a new calculation needs, through the device store (docs/offline.md): online from the
 * server and kept, offline (or with the server out of reach) the copy of the last online visit,
 * for the signed-in account only.
 */
export function calculationOnDevice(calls: CalculationApi, session: AuthSession) {
  return {
    ruleSet: async (companyId: number, signal?: AbortSignal) =>
      throughDevice(
        await session.account(),
        `rule-set:${companyId}`,
        () => calls.ruleSet(companyId, signal),
        (published) => String(published.ruleSet.version),
      ),
    productData: async (companyId: number, signal?: AbortSignal) =>
      throughDevice(await session.account(), `product-data:${companyId}`, () => calls.productData(companyId, signal)),
    /** The company's prices in one currency; their `asOf` is the date the quote names offline. */
    prices: async (companyId: number, currency: Currency, signal?: AbortSignal) =>
      throughDevice(
        await session.account(),
        `prices:${companyId}:${currency}`,
        () => calls.prices(companyId, currency, signal),
        (prices) => prices.asOf,
      ),
  };
}

export type CalculationOnDevice = ReturnType<typeof calculationOnDevice>;

import { useEffect, useRef } from 'react';
import type { CalculationAnswer } from '@lsp/contracts';
import type { BrowserRuleSet } from '../api/calculation-api';

/**
 * Product names, sizes and rules reach an open calculator the way prices do: with the next priced
 * answer (docs/catalogue-cache.md#open-calculators). The server's answer names its rule-set
 * version and catalogue snapshot; when either differs from what this calculator loaded, `reload`
 * is asked once for that pair, so an instance that has not heard of a change yet cannot cause a loop.
 */
export function useFreshCatalogue(answer: CalculationAnswer | null, loaded: BrowserRuleSet, reload: () => void): void {
  const asked = useRef<string | null>(null);
  const version = answer?.ruleSet.version;
  const checksum = answer?.catalogueChecksum;
  useEffect(() => {
    if (version === undefined || checksum === undefined) return;
    if (version === loaded.ruleSet.version && checksum === loaded.catalogueChecksum) return;
    const pair = `${version}/${checksum}`;
    if (asked.current === pair) return;
    asked.current = pair;
    reload();
  }, [version, checksum, loaded, reload]);
}

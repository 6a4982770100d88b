import type { TFunction } from 'i18next';
import { formatErrorParams, isLanguage, reasonMessageKey } from '@lsp/i18n';
import { ApiError, KeyedError } from './api-error';

/**
 * A text for the user about any error the app caught, in the current language. An answer of the
 * API is said from its stable reason code and figures (docs/api.md), never its English message.
 */
export function describeError(error: unknown, t: TFunction, exists: (key: string) => boolean, language = 'de'): string {
  if (error instanceof KeyedError) return exists(error.messageKey) ? t(error.messageKey as never) : error.message;
  if (error instanceof ApiError) {
    const body = error.details.body;
    const bodyMessage = body?.message;
    if (bodyMessage && exists(bodyMessage)) return t(bodyMessage as never);
    if (body?.reason && exists(reasonMessageKey(body.reason))) {
      const params = formatErrorParams(isLanguage(language) ? language : 'de', body.reason.params);
      return String(t(reasonMessageKey(body.reason) as never, params as never));
    }
    switch (error.kind) {
      case 'fetch':
        return t('error.api.fetch');
      case 'status':
        return t('error.api.status', { status: String(error.status ?? '?') });
      case 'syntax':
        return t('error.api.syntax');
      case 'validation':
        return t('error.api.validation');
      case 'internal':
        return t('error.api.internal');
      default: {
        const unknownKind: never = error.kind;
        return String(unknownKind);
      }
    }
  }
  return error instanceof Error ? error.message : String(error);
}

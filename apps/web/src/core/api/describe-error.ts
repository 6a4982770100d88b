import type { TFunction } from 'i18next';
import { ApiError, KeyedError } from './api-error';

/** A text for the user about any error the app caught, in the current language. */
export function describeError(error: unknown, t: TFunction, exists: (key: string) => boolean): string {
  if (error instanceof KeyedError) return exists(error.messageKey) ? t(error.messageKey as never) : error.message;
  if (error instanceof ApiError) {
    const bodyMessage = error.details.body?.message;
    if (bodyMessage && exists(bodyMessage)) return t(bodyMessage as never);
    switch (error.kind) {
      case 'fetch': return t('error.api.fetch');
      case 'status': return t('error.api.status', { status: String(error.status ?? '?') });
      case 'syntax': return t('error.api.syntax');
      case 'validation': return t('error.api.validation');
      case 'internal': return t('error.api.internal');
      default: {
        const unknownKind: never = error.kind;
        return String(unknownKind);
      }
    }
  }
  return error instanceof Error ? error.message : String(error);
}

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useMatch } from 'react-router';
import type { SupportTicket, SupportTicketRequest } from '@lsp/contracts';
import { useApi } from '../auth/AuthProvider';

/** Opens a support ticket about a loading step that hung or failed; answers the stored ticket. */
export type ReportLoadingProblem = (code: string) => Promise<SupportTicket>;

const SupportReporterContext = createContext<ReportLoadingProblem | null>(null);

/** The area every loading report is filed under (docs/design.md#support-tickets). */
export const LOADING_REPORT_AREA = 'Web-App Support';

/**
 * The ticket of docs/design.md#support-tickets for a loading error: the subject names the open project, or says
 * it is a new one (also when no project is open).
 * @example loadingTicket('BKCC-project', 'C20261120-3')
 * // { description: 'Loading Error with Code BKCC-project', area: 'Web-App Support', subject: 'Projekt C20261120-3' }
 */
export function loadingTicket(code: string, projectId: string | undefined): SupportTicketRequest {
  return {
    description: `Loading Error with Code ${code}`,
    area: LOADING_REPORT_AREA,
    subject: projectId && projectId !== 'new' ? `Projekt ${projectId}` : 'Neues Projekt',
  };
}

/** Lets the spinners of the signed-in app open tickets through the API. */
export function SupportReporterProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const projectId = useMatch('/calculation/:projectId/*')?.params.projectId;
  const report = useCallback<ReportLoadingProblem>(
    (code) => api.send<SupportTicket>('POST', '/api/support/ticket', loadingTicket(code, projectId), { schema: 'SupportTicket' }),
    [api, projectId],
  );
  return <SupportReporterContext.Provider value={report}>{children}</SupportReporterContext.Provider>;
}

/** Null before sign-in, when no ticket can be opened (the report then falls back to a mail). */
export function useSupportReporter(): ReportLoadingProblem | null {
  return useContext(SupportReporterContext);
}

import { Navigate, useParams } from 'react-router';
import { RequireAccess } from './gates/RequireAccess';
import { calculationPath, isCalculationForm, isProjectId } from '../features/calculation/calculation-route';
import { CalculationPage, NotFoundPage } from './pages';

/** `/calculation/{projectId}` opens the first step; an invalid id is not found. */
export function CalculationRedirect() {
  const { projectId } = useParams();
  return isProjectId(projectId) ? <Navigate to={calculationPath(projectId)} replace /> : <NotFoundPage />;
}

/** `/calculation/{projectId}/{form}`, for users with access; anything else is not found. */
export function CalculationRoute() {
  const { projectId, form } = useParams();
  if (!isProjectId(projectId) || !isCalculationForm(form)) return <NotFoundPage />;
  return (
    <RequireAccess>
      <CalculationPage projectId={projectId} form={form} />
    </RequireAccess>
  );
}

import { useRouteError } from 'react-router';
import { ErrorScreen } from '../components/feedback/ErrorScreen';

/** Render errors inside the routes: the error without header (BKCC-index-error-boundary). */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}

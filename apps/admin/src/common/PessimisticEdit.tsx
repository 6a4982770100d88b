import type { ReactNode } from 'react';
import { Edit, type EditProps } from 'react-admin';

/**
 * Every edit waits for the server (pessimistic): its field errors land on the fields, and a
 * record changed by someone else meanwhile is refused instead of silently overwritten.
 */
export function PessimisticEdit({ children, ...props }: EditProps & { children: ReactNode }) {
  return (
    <Edit mutationMode="pessimistic" redirect={false} {...props}>
      {children}
    </Edit>
  );
}

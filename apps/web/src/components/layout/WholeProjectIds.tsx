import { Fragment } from 'react';

/** A project number: C, 8 digits, a hyphen, digits (C20261126-3). */
const PROJECT_ID = /(C\d{8}-\d+)/;

/**
 * A text with each project number kept on one line: a browser may break a line after a hyphen,
 * and on a phone "Projekt C20261126-" and "3" would stand on two lines (docs/customer-app.md).
 */
export function WholeProjectIds({ text }: { text: string }) {
  const parts = text.split(PROJECT_ID);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} style={{ whiteSpace: 'nowrap' }}>
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

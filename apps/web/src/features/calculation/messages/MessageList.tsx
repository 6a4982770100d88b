import { Alert, Stack } from '@mui/material';
import type { CalculationMessageData } from '@lsp/contracts';
import { WhyButton } from '../explain/WhyButton';
import { useCalculatorTexts } from '../fields/texts';

const SEVERITY = { error: 'error', warning: 'warning', info: 'info', hint: 'info' } as const;

/** The rules' messages (docs/domain.md#ventilation-components), each with its "Why?". */
export function MessageList({
  messages: all,
  testId = 'calculator-messages',
}: {
  messages: readonly CalculationMessageData[];
  testId?: string;
}) {
  const { messageText } = useCalculatorTexts();
  // A failed calculation has its own message above the tabs, with its operation code and the support link.
  const messages = all.filter((m) => m.key !== 'calculation.failed');
  if (messages.length === 0) return null;
  return (
    <Stack spacing={1} data-testid={testId}>
      {messages.map((message, index) => {
        const text = messageText(message);
        return (
          <Alert
            key={`${message.key}-${index}`}
            severity={SEVERITY[message.level]}
            variant={message.level === 'hint' ? 'outlined' : 'standard'}
            data-message-key={message.key}
            action={<WhyButton item={message} subject={text} />}
          >
            {text}
          </Alert>
        );
      })}
    </Stack>
  );
}

/** The messages of some fields. */
export const messagesFor = (messages: readonly CalculationMessageData[], fields: readonly string[]) =>
  messages.filter((m) => m.field !== undefined && fields.includes(m.field));

// A node:test reporter for scripts/test.mjs: one JSON line per finished test (not per suite), so
// the runner counts and repeats failures of a file it ran in a process of its own.
const MAX_ERROR_LINES = 14;

function errorText(error) {
  const cause = error?.cause ?? error;
  const text = cause instanceof Error ? (cause.stack ?? cause.message) : String(cause);
  return text.split('\n').slice(0, MAX_ERROR_LINES).join('\n');
}

export default async function* resultsReporter(source) {
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { data } = event;
    if (data.details?.type === 'suite' && event.type === 'test:pass') continue;
    const status = event.type === 'test:fail' ? 'failed' : data.skip || data.todo ? 'skipped' : 'passed';
    const result = { status, name: data.name, nesting: data.nesting, suite: data.details?.type === 'suite', ms: data.details?.duration_ms };
    if (status === 'failed') result.error = errorText(data.details?.error);
    yield `${JSON.stringify(result)}\n`;
  }
}

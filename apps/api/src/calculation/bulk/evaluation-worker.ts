import { runBulkTask, type BulkTask } from './bulk-tasks.js';

/** The entry of the evaluation pool's worker threads (piscina calls the default export per task). */
export default function evaluate(task: BulkTask): unknown {
  return runBulkTask(task);
}

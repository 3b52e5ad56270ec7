/** `npm run db:migrate`: see migrate-command.ts. */
import { runCli } from '../run-cli.ts';
import { migrateCommand } from './migrate-command.ts';

runCli(() => migrateCommand());

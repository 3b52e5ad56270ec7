/** `npm run import:reference -- <file>`: see import-reference-command.ts. */
import { runCli } from '../run-cli.ts';
import { importReferenceCommand } from './import-reference-command.ts';

runCli(() => importReferenceCommand(process.argv.slice(2)));

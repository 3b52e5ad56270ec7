/** `npm run users:add -- --email <e> --role <role> [--name <name>]`: see add-user-command.ts. */
import { runCli } from '../run-cli.ts';
import { addUserCommand } from './add-user-command.ts';

runCli(() => addUserCommand(process.argv.slice(2)));

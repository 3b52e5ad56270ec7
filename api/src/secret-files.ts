import { readFileSync } from 'node:fs';

/**
 * Settings given as files (docker secrets, Kubernetes secret volumes; docs/decisions/069): for each
 * of `names` (a service's settings), `NAME_FILE=/run/secrets/name` in `env` becomes `NAME` = that
 * file's contents less the line break(s) at its end, and `NAME_FILE` is dropped; the rest of `env`
 * is returned as it is. `NAME` and `NAME_FILE` both set, or a file that cannot be read, is an error
 * listing every such setting. Both services and every command line read their environment through
 * this (loadApiConfig, loadBffConfig, and the bucket's keys in openFileStore).
 *
 * Only the names given: a machine's environment holds other `*_FILE` variables that are paths by
 * their own standard (SSL_CERT_FILE, TF_CLI_CONFIG_FILE, AWS_WEB_IDENTITY_TOKEN_FILE…), some naming
 * files that do not exist.
 */
export function readSecretFiles(env: NodeJS.ProcessEnv, names: Iterable<string>): NodeJS.ProcessEnv {
  const resolved: NodeJS.ProcessEnv = { ...env };
  const problems: string[] = [];
  for (const name of names) {
    const key = `${name}_FILE`;
    const file = env[key];
    if (file === undefined) continue;
    if (env[name] !== undefined) {
      problems.push(`- ${name} and ${key} are both set: set one of them`);
      continue;
    }
    if (file === '') {
      problems.push(`- ${key} is empty: give the path of the file holding ${name}`);
      continue;
    }
    try {
      resolved[name] = readFileSync(file, 'utf8').replace(/[\r\n]+$/, '');
      delete resolved[key];
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      problems.push(`- ${key}: cannot read ${file} (${reason})`);
    }
  }
  if (problems.length > 0) throw new Error(`Settings given as files are wrong:\n${problems.join('\n')}`);
  return resolved;
}

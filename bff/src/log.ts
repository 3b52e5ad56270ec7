/** One JSON line per event, with when it happened, for the log collector to parse (the API logs the same shape). */
export function logEvent(level: 'info' | 'warn' | 'error', msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, msg, when: new Date().toISOString(), ...fields });
  if (level === 'error') console.error(line);
  else console.log(line);
}

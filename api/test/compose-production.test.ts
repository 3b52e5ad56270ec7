// The production shape of docker-compose.yml (docs/decisions/069), read as Docker Compose reads it
// (YAML merge keys and anchors included). Docker cannot run where these tests run, so this checks
// the file's promises rather than a running stack: replicas, restarts, health checks, who reaches
// whom, and secrets only as files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  working_dir?: string;
  command?: string[];
  restart?: string;
  deploy?: { replicas?: number };
  ports?: (string | { target: number })[];
  expose?: unknown[];
  environment?: Record<string, string | number>;
  secrets?: string[];
  networks?: string[] | Record<string, unknown>;
  healthcheck?: { test?: string[]; disable?: boolean };
  depends_on?: Record<string, { condition: string }> | string[];
  stop_grace_period?: string;
};
type Compose = {
  services: Record<string, Service>;
  networks: Record<string, { internal?: boolean; ipam?: { config: { subnet: string }[] } } | null>;
  secrets: Record<string, { file?: string }>;
};

const compose = parse(read('docker-compose.yml'), { merge: true }) as Compose;
const services = Object.entries(compose.services);
const caddyfile = read('deploy/Caddyfile');

const runs = (dir: string) => services.filter(([, s]) => s.working_dir === dir).map(([name]) => name);
const apiServices = runs('/app/api');
const bffServices = runs('/app/bff');
const replicas = (names: string[]) =>
  names.reduce((sum, name) => sum + (compose.services[name].deploy?.replicas ?? 1), 0);
const networksOf = (s: Service) => (Array.isArray(s.networks) ? s.networks : Object.keys(s.networks ?? {}));
/** Services others wait for to finish (service_completed_successfully): they run once, then exit. */
const oneShot = new Set(
  services.flatMap(([, s]) =>
    Object.entries(Array.isArray(s.depends_on) ? {} : (s.depends_on ?? {}))
      .filter(([, d]) => d.condition === 'service_completed_successfully')
      .map(([name]) => name),
  ),
);
const longRunning = services.filter(([name]) => !oneShot.has(name));
/** Services reachable from `name`: those sharing one of its networks. */
const neighbours = (name: string) => {
  const own = new Set(networksOf(compose.services[name]));
  return services.filter(([other, s]) => other !== name && networksOf(s).some((n) => own.has(n))).map(([n]) => n);
};
const secretLike = /PASSWORD|SECRET|TOKEN|ACCESS_KEY|DATABASE_URL|PRIVATE_KEY/;

describe('docker-compose.yml in production shape', () => {
  it('runs two replicas or more of the API and of the BFF, from the one image', () => {
    expect(apiServices).toContain('api');
    expect(replicas(apiServices)).toBeGreaterThanOrEqual(2);
    expect(replicas(bffServices)).toBeGreaterThanOrEqual(2);
    const images = new Set([...apiServices, ...bffServices].map((name) => compose.services[name].image));
    expect(images.size).toBe(1);
  });

  it('restarts every long-running service, and never a one-shot one', () => {
    for (const [name, s] of longRunning) expect(s.restart ?? 'unset', name).toMatch(/^(unless-stopped|always)$/);
    expect([...oneShot]).toEqual(['minio-init']);
    for (const name of oneShot) expect(compose.services[name].restart).toBe('no');
  });

  it('health-checks every long-running service; the API and BFF on /readyz, with node', () => {
    for (const [name, s] of longRunning) {
      expect(s.healthcheck?.disable, name).not.toBe(true);
      expect(s.healthcheck?.test?.length ?? 0, `${name} has a healthcheck`).toBeGreaterThan(1);
    }
    for (const name of [...apiServices, ...bffServices]) {
      const port = name.startsWith('bff') ? 4000 : 4001;
      expect(compose.services[name].healthcheck?.test?.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
      expect(compose.services[name].healthcheck?.test?.[3]).toContain(`http://127.0.0.1:${port}/readyz`);
    }
  });

  it('starts each service once what it needs is healthy (or, for a one-shot, done)', () => {
    for (const [name, s] of services) {
      expect(Array.isArray(s.depends_on), `${name}: depends_on names conditions`).toBe(false);
      for (const [on, { condition }] of Object.entries(s.depends_on ?? {})) {
        expect([name, on, condition]).toEqual([
          name,
          on,
          oneShot.has(on) ? 'service_completed_successfully' : 'service_healthy',
        ]);
      }
    }
    expect(Object.keys(compose.services.caddy.depends_on ?? {}).sort()).toEqual([...bffServices].sort());
  });

  it('publishes only the TLS proxy; the BFF is reached through it, the API only from the BFF', () => {
    const published = services.filter(([, s]) => (s.ports ?? []).length > 0).map(([name]) => name);
    expect(published).toEqual(['caddy']);
    for (const port of compose.services.caddy.ports ?? []) expect(String(port)).not.toMatch(/400[01]/);
    for (const name of apiServices) {
      expect(
        neighbours(name)
          .filter((n) => !['postgres', 'minio', 'minio-init'].includes(n))
          .sort(),
      ).toEqual([...bffServices].sort());
    }
    for (const name of bffServices) expect(neighbours(name)).toContain('caddy');
    expect(neighbours('caddy').sort()).toEqual([...bffServices].sort());
    for (const network of ['app', 'cache', 'data']) expect(compose.networks[network]?.internal, network).toBe(true);
  });

  it("trusts the proxy's network alone for the caller's address", () => {
    const edge = networksOf(compose.services.caddy);
    expect(edge).toHaveLength(1);
    const subnet = compose.networks[edge[0]]?.ipam?.config[0]?.subnet;
    expect(subnet).toBeTruthy();
    for (const name of bffServices) expect(compose.services[name].environment?.TRUST_PROXY).toBe(subnet);
  });

  it('gives every secret as a file (NAME_FILE from /run/secrets), never as a value', () => {
    for (const [name, s] of services) {
      for (const [key, value] of Object.entries(s.environment ?? {})) {
        if (key.endsWith('_FILE')) {
          const secret = String(value).replace(/^\/run\/secrets\//, '');
          expect([name, key, String(value)]).toEqual([name, key, `/run/secrets/${secret}`]);
          expect(s.secrets, `${name} mounts ${secret}`).toContain(secret);
          expect(compose.secrets[secret]?.file, `secret ${secret}`).toMatch(/^\.\/deploy\/secrets\//);
        } else {
          expect(secretLike.test(key), `${name}: ${key} is a secret given as a value`).toBe(false);
        }
      }
    }
    const bff = compose.services[bffServices[0]].environment ?? {};
    for (const key of ['SESSION_SECRET_FILE', 'OIDC_CLIENT_SECRET_FILE', 'METRICS_TOKEN_FILE'])
      expect(bff).toHaveProperty(key);
    const api = compose.services.api.environment ?? {};
    for (const key of [
      'DATABASE_URL_FILE',
      'AWS_ACCESS_KEY_ID_FILE',
      'AWS_SECRET_ACCESS_KEY_FILE',
      'METRICS_TOKEN_FILE',
    ])
      expect(api).toHaveProperty(key);
    expect(compose.services.postgres.environment).toHaveProperty('POSTGRES_PASSWORD_FILE');
    expect(compose.services.minio.environment).toHaveProperty('MINIO_ROOT_PASSWORD_FILE');
  });

  it("gives the API a MinIO user of its own, not MinIO's root keys", () => {
    const api = compose.services.api;
    expect(api.environment?.AWS_ACCESS_KEY_ID_FILE).toBe('/run/secrets/s3_access_key');
    expect(api.environment?.AWS_SECRET_ACCESS_KEY_FILE).toBe('/run/secrets/s3_secret_key');
    expect(api.secrets).not.toContain('minio_root_user');
    expect(api.secrets).not.toContain('minio_root_password');
    expect(compose.secrets.s3_access_key.file).not.toBe(compose.secrets.minio_root_user.file);
    // The one-shot service makes that user, with a policy for the bucket alone.
    expect(compose.services['minio-init'].secrets).toEqual(
      expect.arrayContaining(['minio_root_user', 'minio_root_password', 's3_access_key', 's3_secret_key']),
    );
    const init = read('deploy/minio-init.sh');
    expect(init).toMatch(/mc admin user add store "\$API_KEY"/);
    expect(init).toMatch(/mc admin policy attach store "\$POLICY" --user "\$API_KEY"/);
    expect(init).toContain(`"arn:aws:s3:::'"$BUCKET"'/*"`);
    expect(init).not.toMatch(/"s3:\*"|arn:aws:s3:::\*/);
  });

  it('lets each service drain longer than its grace (SHUTDOWN_GRACE_SECONDS, 25 s)', () => {
    for (const name of [...apiServices, ...bffServices]) expect(compose.services[name].stop_grace_period).toBe('30s');
  });
});

describe('deploy/Caddyfile', () => {
  it('balances every BFF replica, health-checked on /readyz, with retries', () => {
    const proxy = caddyfile.match(/reverse_proxy ([^{]+)\{/);
    expect(proxy?.[1].trim().split(/\s+/).sort()).toEqual(bffServices.map((name) => `${name}:4000`).sort());
    for (const directive of [/health_uri \/readyz/, /lb_policy \w+/, /lb_retries \d+/, /lb_try_duration \d+s/])
      expect(caddyfile).toMatch(directive);
  });

  it('serves the domain from the environment, with a certificate over ACME or its own CA', () => {
    expect(caddyfile).toMatch(/^\{\$DOMAIN\} \{$/m);
    expect(caddyfile).toMatch(/^\ttls \{\$CADDY_TLS\}$/m);
    expect(compose.services.caddy.environment).toMatchObject({
      DOMAIN: expect.any(String),
      CADDY_TLS: expect.any(String),
    });
  });
});

#!/bin/sh
# Writes the secret files docker-compose.yml mounts (docs/decisions/069), each a random value,
# into deploy/secrets/, leaving any file already there as it is (so it can be run again). The OIDC
# client secret comes from the provider: write it yourself, e.g.
#   printf '%s\n' 'the-secret' > deploy/secrets/oidc_client_secret
# The folder is readable by its owner only; the files themselves are readable inside the
# containers, whose services run as other users (the API and BFF as `node`).
set -eu

dir="$(cd "$(dirname "$0")" && pwd)/secrets"
mkdir -p "$dir"
chmod 700 "$dir"
umask 022

# Letters and digits only: every value can stand in a URL as it is.
random() { od -An -N"$1" -tx1 /dev/urandom | tr -d ' \n'; }

write() {
  if [ -e "$dir/$1" ]; then
    echo "kept    deploy/secrets/$1"
  else
    printf '%s\n' "$2" >"$dir/$1"
    chmod 644 "$dir/$1"
    echo "written deploy/secrets/$1"
  fi
}

write postgres_password "$(random 24)"
# The API's DATABASE_URL, with the password above (PostgreSQL takes it when its volume is first made).
write database_url "postgres://research:$(cat "$dir/postgres_password")@postgres:5432/research"
write minio_root_user "root-$(random 6)"
write minio_root_password "$(random 24)"
# The API's own MinIO user, limited to the bucket (deploy/minio-init.sh).
write s3_access_key "research-api-$(random 6)"
write s3_secret_key "$(random 24)"
write session_secret "$(random 32)"
write metrics_token "$(random 24)"

# Readable inside the containers whatever the umask was when each was written.
for file in "$dir"/*; do chmod 644 "$file"; done

if [ ! -s "$dir/oidc_client_secret" ]; then
  echo "missing deploy/secrets/oidc_client_secret: write the provider's client secret there" >&2
  exit 1
fi

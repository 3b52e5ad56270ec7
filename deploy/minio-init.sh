#!/bin/sh
# Run once by the minio-init service of docker-compose.yml (image minio/mc) at every `up`, then it
# exits: creates the bucket, a policy allowing only that bucket, and the API's own MinIO user with
# that policy (docs/decisions/069). The API never holds MinIO's root keys. Run again, it changes
# nothing but the user's secret key and the policy, set anew from the secret files.
set -eu

secret() { cat "/run/secrets/$1"; }
BUCKET="${BUCKET:?set BUCKET}"
POLICY="${BUCKET}-readwrite"
API_KEY="$(secret s3_access_key)"

mc alias set store http://minio:9000 "$(secret minio_root_user)" "$(secret minio_root_password)" >/dev/null
mc mb --ignore-existing "store/$BUCKET"

# What the API's file store does (api/src/files/s3-store.ts): list, head, get and put objects.
# No delete: files are only ever added (README, Backups).
printf '%s\n' '{
  "Version": "2012-10-17",
  "Statement": [
    { "Effect": "Allow", "Action": ["s3:GetBucketLocation", "s3:ListBucket"], "Resource": ["arn:aws:s3:::'"$BUCKET"'"] },
    { "Effect": "Allow", "Action": ["s3:GetObject", "s3:PutObject"], "Resource": ["arn:aws:s3:::'"$BUCKET"'/*"] }
  ]
}' >/tmp/policy.json
mc admin policy create store "$POLICY" /tmp/policy.json
mc admin user add store "$API_KEY" "$(secret s3_secret_key)"
# Attaching a policy the user already has is refused: that is fine.
if ! mc admin policy attach store "$POLICY" --user "$API_KEY" 2>/dev/null; then
  case "$(mc admin user info store "$API_KEY")" in
    *"$POLICY"*) ;;
    *) echo "could not give $POLICY to the API's user" >&2 && exit 1 ;;
  esac
fi
echo "Bucket $BUCKET ready; the API's user has $POLICY only."

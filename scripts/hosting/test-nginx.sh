#!/usr/bin/env bash
# Serves the build with nginx and the generated config (build/.hosting/nginx.conf), checks the config
# with `nginx -t`, then runs the hosting and CSP end-to-end specs against it.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
conf_dir=$(mktemp -d)
port=$(sed -n 's/^ *listen \([0-9]*\);/\1/p' build/.hosting/nginx.conf)
# Run as root, nginx's workers would switch to `nobody`, which cannot read a checkout under a private
# directory (such as one made by mktemp); they keep the invoking user instead.
user_line=""
if [ "$(id -u)" = 0 ]; then user_line="user root;"; fi
cat > "$conf_dir/nginx.conf" <<CONF
$user_line
worker_processes 1;
pid $conf_dir/nginx.pid;
error_log $conf_dir/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path $conf_dir/body;
  proxy_temp_path $conf_dir/proxy;
  fastcgi_temp_path $conf_dir/fastcgi;
  uwsgi_temp_path $conf_dir/uwsgi;
  scgi_temp_path $conf_dir/scgi;
  include $root/build/.hosting/nginx.conf;
}
CONF
nginx -t -c "$conf_dir/nginx.conf"
nginx -c "$conf_dir/nginx.conf" -g 'daemon off;' &
nginx_pid=$!
trap 'kill $nginx_pid 2>/dev/null || true; rm -rf "$conf_dir"' EXIT
for _ in $(seq 1 50); do
  curl -fsS -o /dev/null "http://127.0.0.1:$port/" && break
  sleep 0.2
done
E2E_SERVER=nginx E2E_BASE_URL="http://127.0.0.1:$port" \
  npx playwright test -c tests/e2e/playwright.config.ts hosting.spec.ts csp.spec.ts

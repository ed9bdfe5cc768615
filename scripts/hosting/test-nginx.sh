#!/usr/bin/env bash
# Serves the build with nginx and the generated config (plugins/hosting/nginx.ts) on free ports with a
# test certificate, loads the brotli_static module, checks the config with `nginx -t`, then runs the
# hosting and CSP end-to-end specs against it over HTTPS, beside the local server for the comparisons.
# Ports: NGINX_HTTP_PORT (default 3113), NGINX_HTTPS_PORT (default 3443), E2E_PORT for the local server.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
http_port=${NGINX_HTTP_PORT:-3113}
https_port=${NGINX_HTTPS_PORT:-3443}
conf_dir=$(mktemp -d)
# shellcheck source=scripts/hosting/nginx-harness.sh
source scripts/hosting/nginx-harness.sh
start_nginx "$conf_dir" "$http_port" "$https_port"
trap 'stop_nginx "$conf_dir"; rm -rf "$conf_dir"' EXIT

E2E_NGINX_URL="https://127.0.0.1:$https_port" E2E_NGINX_HTTP_URL="http://127.0.0.1:$http_port" \
  npx playwright test -c tests/e2e/playwright.config.ts hosting.spec.ts addresses.spec.ts csp.spec.ts

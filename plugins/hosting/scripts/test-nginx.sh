#!/usr/bin/env bash
# Serves the build with nginx and the generated config (../nginx.ts) on free ports with a
# test certificate and the brotli_static module, checks the config with `nginx -t`, then runs the
# hosting and CSP specs against it over HTTPS, and the address list on nginx beside the local server
# (which the comparisons need). Ports: NGINX_HTTP_PORT (default 3113), NGINX_HTTPS_PORT (default
# 3443), E2E_PORT for the local server (the Playwright config's default otherwise).
set -euo pipefail
cd "$(dirname "$0")/../../.."
http_port=${NGINX_HTTP_PORT:-3113}
https_port=${NGINX_HTTPS_PORT:-3443}
conf_dir=$(mktemp -d)
# shellcheck source=plugins/hosting/scripts/nginx-harness.sh
source plugins/hosting/scripts/nginx-harness.sh
trap 'stop_nginx "$conf_dir"; rm -rf "$conf_dir"' EXIT
start_nginx "$conf_dir" "$http_port" "$https_port"

E2E_BASE_URL="https://127.0.0.1:$https_port" \
  npx playwright test -c tests/e2e/playwright.config.ts hosting.spec.ts csp.spec.ts
E2E_NGINX_URL="https://127.0.0.1:$https_port" E2E_NGINX_HTTP_URL="http://127.0.0.1:$http_port" \
  npx playwright test -c tests/e2e/playwright.config.ts hosting-addresses.spec.ts

#!/usr/bin/env bash
# Serves the build with nginx and the generated config (../nginx.ts) on free ports with a
# test certificate and the brotli_static module, checks the config with `nginx -t`, then runs the
# hosting and CSP specs against it over HTTPS, and, beside the local server (which the comparisons
# need), the address list, the parity matrix of the two servers and nginx's own checks (TLS, HTTP/2,
# host names, ACME). Ports: NGINX_HTTP_PORT (default 3113), NGINX_HTTPS_PORT (default 3443), E2E_PORT
# for the local server (the Playwright config's default otherwise).
set -euo pipefail
cd "$(dirname "$0")/../../.."
http_port=${NGINX_HTTP_PORT:-3113}
https_port=${NGINX_HTTPS_PORT:-3443}
conf_dir=$(mktemp -d)
# shellcheck source=plugins/hosting/scripts/nginx-harness.sh
source plugins/hosting/scripts/nginx-harness.sh
trap 'stop_nginx "$conf_dir"; rm -rf "$conf_dir"' EXIT
start_nginx "$conf_dir" "$http_port" "$https_port"

E2E_BASE_URL="https://$NGINX_TEST_HOST:$https_port" \
  npx playwright test -c tests/e2e/playwright.config.ts hosting.spec.ts csp.spec.ts
E2E_NGINX_URL="https://$NGINX_TEST_HOST:$https_port" E2E_NGINX_HTTP_URL="http://$NGINX_TEST_HOST:$http_port" \
  E2E_NGINX_ACME_ROOT="$conf_dir/acme" \
  npx playwright test -c tests/e2e/playwright.config.ts hosting-addresses.spec.ts hosting-parity.spec.ts \
  hosting-nginx.spec.ts

#!/usr/bin/env bash
# npm run bench:serve: starts nginx with the generated config (HTTPS, test certificate, brotli_static)
# on loopback ports, then measures it and the local server with autocannon (scripts/bench/serve.mjs).
# Ports: BENCH_NGINX_HTTP_PORT (3213), BENCH_NGINX_HTTPS_PORT (3643), BENCH_SERVE_PORT (3200).
set -euo pipefail
cd "$(dirname "$0")/../.."
conf_dir=$(mktemp -d)
# shellcheck source=plugins/hosting/scripts/nginx-harness.sh
source plugins/hosting/scripts/nginx-harness.sh
trap 'stop_nginx "$conf_dir"; rm -rf "$conf_dir"' EXIT
https_port=${BENCH_NGINX_HTTPS_PORT:-3643}
start_nginx "$conf_dir" "${BENCH_NGINX_HTTP_PORT:-3213}" "$https_port" >/dev/null
BENCH_NGINX_URL="https://$NGINX_TEST_HOST:$https_port" node scripts/bench/serve.mjs

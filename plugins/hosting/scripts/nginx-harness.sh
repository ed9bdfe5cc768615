# Functions to run nginx on the build with the generated config, a test certificate and the
# brotli_static module; sourced by test-nginx.sh and the serving benchmark.

brotli_module() {
  for dir in /usr/lib/nginx/modules /usr/lib64/nginx/modules /usr/share/nginx/modules; do
    if [ -f "$dir/ngx_http_brotli_static_module.so" ]; then
      echo "$dir/ngx_http_brotli_static_module.so"
      return
    fi
  done
  echo "ngx_http_brotli_static_module.so not found: install libnginx-mod-http-brotli-static" >&2
  return 1
}

# The host name the test servers answer to; clients must name it (TLS SNI and Host), as the
# generated config refuses any other. NGINX_ACME_ROOT is the ACME webroot (DIR/acme by default).
NGINX_TEST_HOST=localhost

# start_nginx DIR HTTP_PORT HTTPS_PORT: writes the config into DIR and starts nginx in the background.
start_nginx() {
  local dir=$1 http_port=$2 https_port=$3 module acme_root=${NGINX_ACME_ROOT:-$1/acme}
  module=$(brotli_module)
  mkdir -p "$acme_root/.well-known/acme-challenge"
  openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=$NGINX_TEST_HOST" \
    -addext "subjectAltName=DNS:$NGINX_TEST_HOST,IP:127.0.0.1" \
    -keyout "$dir/test.key" -out "$dir/test.pem" 2>/dev/null
  npx jiti plugins/hosting/scripts/nginx-conf.ts --out "$dir/site.conf" --http-port "$http_port" \
    --https-port "$https_port" --server-name "$NGINX_TEST_HOST" --cert "$dir/test.pem" \
    --key "$dir/test.key" --acme-root "$acme_root"
  # Run as root, nginx's workers would switch to `nobody`, which cannot read a checkout under a private
  # directory (such as one made by mktemp); they keep the invoking user instead.
  local user_line=""
  if [ "$(id -u)" = 0 ]; then user_line="user root;"; fi
  cat > "$dir/nginx.conf" <<CONF
$user_line
load_module $module;
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/error.log;
events {}
http {
  access_log off;
  client_body_temp_path $dir/body;
  proxy_temp_path $dir/proxy;
  fastcgi_temp_path $dir/fastcgi;
  uwsgi_temp_path $dir/uwsgi;
  scgi_temp_path $dir/scgi;
  include $dir/site.conf;
}
CONF
  nginx -t -c "$dir/nginx.conf"
  nginx -c "$dir/nginx.conf"
  for _ in $(seq 1 50); do
    curl -ksS -o /dev/null "https://$NGINX_TEST_HOST:$https_port/" && return
    sleep 0.2
  done
  echo "nginx did not answer on https://$NGINX_TEST_HOST:$https_port/" >&2
  cat "$dir/error.log" >&2
  return 1
}

stop_nginx() {
  local dir=$1
  if [ -f "$dir/nginx.pid" ]; then kill "$(cat "$dir/nginx.pid")" 2>/dev/null || true; fi
}

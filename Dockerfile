# The portal on Debian's nginx with the brotli modules: the packages and the configuration (deploy/nginx) that
# `npm run serve:prod` and the nginx suite (`npm run test:nginx`) run and test. nginx.org's `nginx` image has no
# brotli module, and Debian's module packages fit only Debian's nginx, hence a Debian base with Debian's nginx.
# Not built on the development machines (no image registry there); it does what the nginx suite proves, no more.
#
# Build the bundle and render the configuration first, in the environment of the build (the CSP follows the
# VITE_* variables the bundle was built with — docs/decisions/018):
#   npm ci && npm run build:docker           # dist/ and .docker/recruit-web.conf.template
# (the build draws each landing page's first screen in Chromium, docs/decisions/080: build:docker makes sure of one)
#   docker build -t recruit-web .
#   docker run -p 8080:8080 -e API_UPSTREAM=https://gateway.example.com recruit-web
#   → http://localhost:8080/recruit-web/candidate/home
# API_UPSTREAM receives /api/… unchanged. Only a bundle built with same-origin API bases (VITE_API_BASE=/api/recruit
# and so on, as serve:prod builds) calls through it; one built with .env.prod's absolute hosts calls them directly.
FROM debian:bookworm-slim

RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      nginx libnginx-mod-http-brotli-static libnginx-mod-http-brotli-filter gettext-base ca-certificates \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log \
 && ln -sf /dev/stderr /var/log/nginx/error.log

# Debian's nginx.conf loads the brotli modules (modules-enabled) and includes conf.d/*.conf in its http block.
COPY .docker/recruit-web.conf.template /etc/nginx/recruit-web.conf.template
COPY dist/ /srv/www/recruit-web/

EXPOSE 8080
STOPSIGNAL SIGQUIT
CMD ["/bin/sh", "-c", ": \"${API_UPSTREAM:?set API_UPSTREAM to the API servers, e.g. https://gateway.example.com}\" && envsubst '${API_UPSTREAM}' < /etc/nginx/recruit-web.conf.template > /etc/nginx/conf.d/recruit-web.conf && exec nginx -g 'daemon off;'"]

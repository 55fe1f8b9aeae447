# syntax=docker/dockerfile:1
# The documentation site as an nginx image: built with Node, served by nginx with deploy/nginx.conf,
# rendered by the same script (scripts/nginx-conf.ts) as in the browser tests (npm run test:e2e).
#   docker build -t nubis-docs .
#   docker build -t nubis-docs --build-arg NUBIS_GTM_CONTAINER_ID=GTM-ABC1234 --build-arg NUBIS_SITE_URL=https://docs.example.com .
#   docker run --rm -p 8080:8080 nubis-docs        # http://localhost:8080/docs/

FROM node:24-bookworm AS build
WORKDIR /site
# Dependencies first, so that this layer is reused while the package files do not change. Only the
# production ones: what npm run build runs is in "dependencies", the test tools are not needed here.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
# Build settings (README, "Build settings"); empty means the default.
ARG NUBIS_GTM_CONTAINER_ID=""
ARG NUBIS_SITE_URL=""
# The build writes the security headers too (deploy/generated/csp.conf), computed from its own pages.
RUN npm run build \
 && npx tsx scripts/nginx-conf.ts 8080 /usr/share/nginx/html deploy/generated/nginx.conf

FROM nginx:stable
# The configuration below is complete: the image's default server is not included, remove it.
RUN rm -f /etc/nginx/conf.d/default.conf
COPY --from=build /site/deploy/generated/nginx.conf /etc/nginx/nginx.conf
COPY --from=build /site/deploy/generated/csp.conf /etc/nginx/generated/csp.conf
COPY --from=build /site/build /usr/share/nginx/html/docs
EXPOSE 8080
# The image's own entry point and command (nginx -g "daemon off;") run it.

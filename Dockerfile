# syntax=docker/dockerfile:1
# Gleaner's images (issue 17). One build, two runtime targets:
#   gleaner           the API, scheduler and dispatcher roles (no browser)
#   gleaner-renderer  the render role: the same plus Debian's Chromium and fonts
# The role is the command: `node apps/<role>/dist/main.js` (api, renderer, scheduler, dispatcher), or
# apps/gleaner/dist/main.js for the embedded default. Build with:
#   docker build --target gleaner -t gleaner:0.1.0 .
#   docker build --target gleaner-renderer -t gleaner-renderer:0.1.0 .
# No Docker engine runs where this project is developed: the file is checked by a parser test
# (libs/deploy), not built there (docs/operations.md).

# The Node LTS the project runs on (.nvmrc; `make` installs the same where a machine's node is older).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# No compiler: better-sqlite3 13 ships its native addon prebuilt inside the npm package.
COPY package.json package-lock.json ./
COPY scripts/empty-package scripts/empty-package
COPY apps/api/package.json apps/api/package.json
COPY apps/renderer/package.json apps/renderer/package.json
COPY apps/scheduler/package.json apps/scheduler/package.json
COPY apps/dispatcher/package.json apps/dispatcher/package.json
COPY apps/gleaner/package.json apps/gleaner/package.json
COPY libs libs
RUN PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY apps apps
RUN npx tsc -b && npm prune --omit=dev --no-audit --no-fund \
  && find apps libs \( -name '*.test.js' -o -name '*.test.d.ts' \) -delete

FROM ${NODE_IMAGE} AS gleaner
ENV NODE_ENV=production GLEANER_PORT=8080 GLEANER_HOST=0.0.0.0
WORKDIR /app
# a fixed non-root user: the chart's securityContext runs as it (runAsUser 10001)
RUN groupadd --gid 10001 gleaner && useradd --uid 10001 --gid 10001 --no-create-home --shell /usr/sbin/nologin gleaner
COPY --from=build --chown=root:root /src/package.json ./package.json
COPY --from=build --chown=root:root /src/node_modules ./node_modules
COPY --from=build --chown=root:root /src/apps ./apps
COPY --from=build --chown=root:root /src/libs ./libs
USER 10001:10001
EXPOSE 8080
ENTRYPOINT ["node"]
CMD ["apps/api/dist/main.js"]

FROM gleaner AS gleaner-renderer
USER root
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium fonts-liberation fonts-noto-color-emoji \
  && rm -rf /var/lib/apt/lists/*
ENV GLEANER_CHROMIUM_PATH=/usr/bin/chromium HOME=/tmp
USER 10001:10001
CMD ["apps/renderer/dist/main.js"]

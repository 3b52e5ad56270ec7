# One image for both services; docker-compose.yml picks each service's command. The build context
# leaves out node_modules, dist/, local data and secrets (.dockerignore).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY bff/package.json bff/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app and the compiled services (api/dist, bff/dist; docs/decisions/066).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app /app
USER node
EXPOSE 4000 4001
# Both compiled services; SIGTERM drains the BFF, then the API (docs/decisions/067). Give the
# container more than SHUTDOWN_GRACE_SECONDS to stop (docker stop --time, stop_grace_period).
CMD ["node", "scripts/start.mjs"]
# Ready once the BFF answers /readyz, which it does only while the API does. docker-compose.yml
# gives each service its own check (the API on 4001); node, as the image has no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

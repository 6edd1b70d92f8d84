# The portal's production server (apps/student/server) with its build, on Node slim.
#   docker build -t decola-student .                          the demo backend, in the browser
#   docker build --build-arg DECOLA_API_URL=https://portal.example.com -t decola-student .
#   docker run -p 8080:8080 decola-student                    http://localhost:8080/student/
# A real-backend image proxies /api to the DECOLA_API_URL it was built with unless run with
# another (-e DECOLA_API_URL=…). Put TLS in front of it; it sends HSTS when that proxy says
# X-Forwarded-Proto: https.
FROM node:20.20.2-bookworm-slim AS build
WORKDIR /repo
# The pnpm pinned in package.json (corepack's signature check is not relied on).
RUN npm install --global --no-fund --no-audit pnpm@10.34.9
COPY . .
RUN pnpm install --frozen-lockfile
ARG DECOLA_API_URL=""
ARG DECOLA_TEMPLATE_HOSTS=""
ARG DECOLA_CONTENT_HOSTS=""
RUN pnpm --filter @decola/student build \
  && pnpm --filter @decola/student deploy --prod --legacy /srv/portal

FROM node:20.20.2-bookworm-slim
ARG DECOLA_API_URL=""
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DECOLA_API_URL=${DECOLA_API_URL}
WORKDIR /srv/portal
COPY --from=build --chown=node:node /srv/portal ./
COPY --from=build --chown=node:node /repo/apps/student/dist ./dist
USER node
EXPOSE 8080
CMD ["node", "server/start.mjs"]

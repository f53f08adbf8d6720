# One image for both processes of scale-out mode: the API (default command) and the analysis
# worker (`node --import tsx apps/api/src/worker.ts`, see compose.yaml). TypeScript runs through
# tsx, as in development; the web app is built into apps/web/dist and served by the API.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/analyzer/package.json packages/analyzer/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build -w apps/web \
  && npm prune --omit=dev --ignore-scripts

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    PORT=3000 \
    WORKER_HEALTH_PORT=3001
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# SECRETS_DIR (compose.yaml): the generated keys, apart from the data; only the service's user
# reads it. Made here so that a volume mounted on it starts owned by that user.
RUN mkdir -p /data /etc/contrato-claro && chown node:node /data /etc/contrato-claro \
  && chmod 700 /etc/contrato-claro
USER node
VOLUME ["/data"]
EXPOSE 3000 3001
# exec form: node is PID 1 and gets the SIGTERM of `docker stop` itself, and drains.
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]

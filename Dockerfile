# webhook-cert-gate image: the CLI (entrypoint webhook-cert-gate), e.g. for the Argo CD PreSync gate in deploy/argocd.
# Build: docker build -t ghcr.io/webhook-cert-gate/webhook-cert-gate:0.1.0 .

# Stage 1: build the CLI bundle (needs the dev dependencies: esbuild, TypeScript types).
FROM node:24-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN node scripts/build.mjs bundle

# Stage 2: production dependencies only (@kubernetes/client-node stays outside the bundle).
FROM node:24-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /src/dist ./dist
COPY --from=build /src/policies ./policies
RUN chmod 0755 dist/cli.mjs && ln -s /app/dist/cli.mjs /usr/local/bin/webhook-cert-gate
# Numeric, so the kubelet can enforce runAsNonRoot (the image's "node" user).
USER 1000:1000
ENTRYPOINT ["webhook-cert-gate"]
CMD ["--help"]

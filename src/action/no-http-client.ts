// @actions/core imports an HTTP client only for getIDToken (OIDC), which this Action never calls.
// scripts/build.mjs resolves @actions/http-client here, so the bundle does not carry undici (~800 kB).
// eslint-disable-next-line @typescript-eslint/no-extraneous-class -- stands in for @actions/http-client's class of this name
export class HttpClient {
  constructor() {
    throw new Error('webhook-cert-gate: the Action bundle has no HTTP client (OIDC tokens are not supported)');
  }
}

export class BearerCredentialHandler {
  constructor(readonly token: string) {}
}

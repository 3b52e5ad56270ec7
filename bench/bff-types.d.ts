// The BFF runs in this process: its declarations of untyped modules (bff/src/types) apply here too.
/* eslint-disable @typescript-eslint/triple-slash-reference -- ambient module declarations, not importable */
/// <reference path="../bff/src/types/cookie.d.ts" />
/// <reference path="../bff/src/types/oidc-provider.d.ts" />

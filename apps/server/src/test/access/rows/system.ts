/** The public configuration and the probes (modules/system). */
import { API_PATHS } from '@neighbourly/shared';
import { everyone, type AccessRow } from '../table.ts';

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/config',
    call: (c) => c.get(API_PATHS.config),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /healthz',
    call: (c) => c.get(API_PATHS.health),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /readyz',
    call: (c) => c.get(API_PATHS.ready),
    expect: everyone(200, {}),
  },
];

/**
 * A person's own data export (modules/account-export, issue #32). That nobody gets another's
 * ZIP is account-export.test.ts's (404 for another's id) and export-privacy.test.ts's.
 */
import { API_PATHS } from '@neighbourly/shared';
import { signedIn, type AccessRow } from '../table.ts';

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/account/export/download',
    case: 'before asking: none',
    call: (c) => c.get(API_PATHS.accountExportDownload),
    expect: signedIn(404),
  },
  {
    route: 'POST /api/public/v1/account/export',
    call: (c) => c.post(API_PATHS.accountExport, {}),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/account/export',
    call: (c) => c.get(API_PATHS.accountExport),
    expect: signedIn(200),
  },
];

import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  legal_cookies_auth_store_duration,
  legal_cookies_auth_store_purpose,
  legal_cookies_changes_heading,
  legal_cookies_changes_p1,
  legal_cookies_color_scheme_purpose,
  legal_cookies_column_duration,
  legal_cookies_column_name,
  legal_cookies_column_purpose,
  legal_cookies_column_type,
  legal_cookies_control_heading,
  legal_cookies_control_p1,
  legal_cookies_intro,
  legal_cookies_kind_cookie,
  legal_cookies_kind_cookie_http_only,
  legal_cookies_kind_local_storage,
  legal_cookies_kind_session_storage,
  legal_cookies_list_heading,
  legal_cookies_list_p1,
  legal_cookies_locale_purpose,
  legal_cookies_necessary_heading,
  legal_cookies_necessary_not,
  legal_cookies_necessary_p1,
  legal_cookies_necessary_p2,
  legal_cookies_one_year,
  legal_cookies_reload_duration,
  legal_cookies_reload_purpose,
  legal_cookies_session_duration,
  legal_cookies_session_purpose,
  legal_cookies_table_label,
  legal_cookies_theme_duration,
  legal_cookies_theme_purpose,
  legal_cookies_title,
  legal_cookies_what_heading,
  legal_cookies_what_p1,
  legal_cookies_xsrf_duration,
  legal_cookies_xsrf_purpose,
  legal_link_help,
  legal_link_privacy,
} from '@neighbourly/i18n/messages';
import { COOKIE_NAMES, STORAGE_KEYS } from '@neighbourly/shared';
import { paths } from '@/lib/paths.ts';
import { AUTH_EXPIRED_RELOAD_KEY } from '@/lib/api.ts';
import { CHUNK_RELOAD_KEY } from '@/lib/lazy-route.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LegalDocument, type LegalSection } from '../components/LegalDocument.tsx';
import { withParts } from '../components/with-parts.tsx';

interface StorageItem {
  name: string;
  kind: string;
  purpose: string;
  lasts: string;
}

const items = (): StorageItem[] => [
  {
    name: COOKIE_NAMES.session,
    kind: legal_cookies_kind_cookie_http_only(),
    purpose: legal_cookies_session_purpose(),
    lasts: legal_cookies_session_duration(),
  },
  {
    name: COOKIE_NAMES.xsrf,
    kind: legal_cookies_kind_cookie(),
    purpose: legal_cookies_xsrf_purpose(),
    lasts: legal_cookies_xsrf_duration(),
  },
  {
    name: COOKIE_NAMES.locale,
    kind: legal_cookies_kind_cookie(),
    purpose: legal_cookies_locale_purpose(),
    lasts: legal_cookies_one_year(),
  },
  {
    name: COOKIE_NAMES.colorScheme,
    kind: legal_cookies_kind_cookie(),
    purpose: legal_cookies_color_scheme_purpose(),
    lasts: legal_cookies_one_year(),
  },
  {
    name: STORAGE_KEYS.authStore,
    kind: legal_cookies_kind_local_storage(),
    purpose: legal_cookies_auth_store_purpose(),
    lasts: legal_cookies_auth_store_duration(),
  },
  {
    name: `${STORAGE_KEYS.themeMode}, ${STORAGE_KEYS.themeModeChanged}`,
    kind: legal_cookies_kind_local_storage(),
    purpose: legal_cookies_theme_purpose(),
    lasts: legal_cookies_theme_duration(),
  },
  {
    name: `${CHUNK_RELOAD_KEY}, ${AUTH_EXPIRED_RELOAD_KEY}`,
    kind: legal_cookies_kind_session_storage(),
    purpose: legal_cookies_reload_purpose(),
    lasts: legal_cookies_reload_duration(),
  },
];

function StorageTable() {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={legal_cookies_table_label()}
      sx={{ my: 2, border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <Table size="small" sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              {legal_cookies_column_name()}
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              {legal_cookies_column_type()}
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              {legal_cookies_column_purpose()}
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              {legal_cookies_column_duration()}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items().map((item) => (
            <TableRow key={item.name} sx={{ verticalAlign: 'top' }}>
              {/* A cookie's name is code: no language, and no translation tool may change it. */}
              <TableCell
                component="th"
                scope="row"
                translate="no"
                sx={{ fontFamily: 'monospace', fontWeight: 600 }}
              >
                {item.name}
              </TableCell>
              <TableCell>{item.kind}</TableCell>
              <TableCell>{item.purpose}</TableCell>
              <TableCell>{item.lasts}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function sections(): LegalSection[] {
  return [
    {
      id: 'what',
      heading: legal_cookies_what_heading(),
      body: <p>{legal_cookies_what_p1()}</p>,
    },
    {
      id: 'necessary-only',
      heading: legal_cookies_necessary_heading(),
      body: (
        <>
          <p>
            {withParts(legal_cookies_necessary_p1, { not: <strong>{legal_cookies_necessary_not()}</strong> })}
          </p>
          <p>{legal_cookies_necessary_p2()}</p>
        </>
      ),
    },
    {
      id: 'list',
      heading: legal_cookies_list_heading(),
      body: (
        <>
          <StorageTable />
          <p>
            {legal_cookies_list_p1({
              authStore: STORAGE_KEYS.authStore,
              session: COOKIE_NAMES.session,
              legacySession: COOKIE_NAMES.legacySession,
            })}
          </p>
        </>
      ),
    },
    {
      id: 'control',
      heading: legal_cookies_control_heading(),
      body: <p>{legal_cookies_control_p1({ session: COOKIE_NAMES.session, xsrf: COOKIE_NAMES.xsrf })}</p>,
    },
    {
      id: 'changes',
      heading: legal_cookies_changes_heading(),
      body: (
        <p>
          {withParts(legal_cookies_changes_p1, {
            helpLink: <Link href={paths.help.getHref()}>{legal_link_help()}</Link>,
            privacyLink: <Link href={paths.privacy.getHref()}>{legal_link_privacy()}</Link>,
          })}
        </p>
      ),
    },
  ];
}

export default function CookiesPage() {
  useDocumentTitle(legal_cookies_title());
  return (
    <LegalDocument
      title={legal_cookies_title()}
      intro={<p>{legal_cookies_intro()}</p>}
      sections={sections()}
    />
  );
}

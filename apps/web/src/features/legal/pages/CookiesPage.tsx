import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { COOKIE_NAMES, STORAGE_KEYS } from '@neighbourly/shared';
import { paths } from '@/lib/paths.ts';
import { AUTH_EXPIRED_RELOAD_KEY } from '@/lib/api.ts';
import { CHUNK_RELOAD_KEY } from '@/lib/lazy-route.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LegalDocument, type LegalSection } from '../components/LegalDocument.tsx';

interface StorageItem {
  name: string;
  kind: string;
  purpose: string;
  lasts: string;
}

const items: StorageItem[] = [
  {
    name: COOKIE_NAMES.session,
    kind: 'Cookie, HttpOnly',
    purpose: 'Keeps you signed in. It holds a random session identifier that page scripts cannot read.',
    lasts: 'Until you sign out or the session expires',
  },
  {
    name: COOKIE_NAMES.xsrf,
    kind: 'Cookie',
    purpose:
      'Protects your account against cross-site request forgery (CSRF): every change you make must carry this token.',
    lasts: 'Session',
  },
  {
    name: COOKIE_NAMES.locale,
    kind: 'Cookie',
    purpose:
      'The language you picked in the language menu, so every page comes in it. Only set when you pick one; your account’s language, when you set one in Settings, takes its place.',
    lasts: 'One year',
  },
  {
    name: COOKIE_NAMES.colorScheme,
    kind: 'Cookie',
    purpose:
      'The light or dark colour scheme you chose, so a page already paints in it before it starts. Not set while you follow your system.',
    lasts: 'One year',
  },
  {
    name: STORAGE_KEYS.authStore,
    kind: 'Local storage',
    purpose:
      'Remembers that you are signed in, with your id and display name, so the page shows the right menu straight away.',
    lasts: 'Until you sign out',
  },
  {
    name: `${STORAGE_KEYS.themeMode}, ${STORAGE_KEYS.themeModeChanged}`,
    kind: 'Local storage',
    purpose:
      'Your theme preference: light, dark or system, and whether you changed it yourself. The theme library may also store which light and dark colour schemes to use.',
    lasts: 'Until you clear your browser data',
  },
  {
    name: `${CHUNK_RELOAD_KEY}, ${AUTH_EXPIRED_RELOAD_KEY}`,
    kind: 'Session storage',
    purpose:
      'Note when the page last reloaded itself, to pick up a new version of Neighbourly or after your session expired, so that it never reloads in a loop.',
    lasts: 'Until you close the tab',
  },
];

function StorageTable() {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label="Cookies and browser storage used by Neighbourly"
      sx={{ my: 2, border: 1, borderColor: 'divider', borderRadius: 3 }}
    >
      <Table size="small" sx={{ minWidth: 600 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Name
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Type
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              Purpose
            </TableCell>
            <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
              How long
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.name} sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
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

const sections: LegalSection[] = [
  {
    id: 'what',
    heading: 'What cookies and browser storage are',
    body: (
      <p>
        Cookies are small pieces of text a website asks your browser to keep and send back on later visits.
        Local storage and session storage are similar places in your browser where a site can keep small
        settings. Neighbourly uses all three, and only for things the service needs to work.
      </p>
    ),
  },
  {
    id: 'necessary-only',
    heading: 'Strictly necessary only',
    body: (
      <>
        <p>
          Every cookie and storage item we use is strictly necessary to provide the service you ask for:
          signing in, keeping your account safe and remembering your display preferences. We do{' '}
          <strong>not</strong> use analytics, advertising, social-media or other tracking cookies, we do not
          build profiles of your browsing, and we do not let third parties set cookies through Neighbourly.
          Because of that, we do not show a cookie consent banner.
        </p>
        <p>
          Our default captcha on the sign-up page works without cookies. If an external identity provider is
          used to sign in, that provider may set its own cookies on its own site.
        </p>
      </>
    ),
  },
  {
    id: 'list',
    heading: 'The cookies and storage we use',
    body: (
      <>
        <StorageTable />
        <p>
          When you sign out we remove the {STORAGE_KEYS.authStore} record and clear the {COOKIE_NAMES.session}{' '}
          cookie, together with any {COOKIE_NAMES.legacySession} cookie an earlier version of the site may
          have left.
        </p>
      </>
    ),
  },
  {
    id: 'control',
    heading: 'Your choices',
    body: (
      <p>
        You can delete cookies and site data at any time in your browser settings, and most browsers let you
        block cookies altogether. If you block or delete the {COOKIE_NAMES.session} or {COOKIE_NAMES.xsrf}{' '}
        cookies you will be signed out and will not be able to sign in until you allow them again. Clearing
        local storage only resets your theme preference.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and contact',
    body: (
      <p>
        If we ever add a cookie that is not strictly necessary, we will update this policy first and ask for
        your consent. Questions? Reach us through the <Link href={paths.help.getHref()}>Help page</Link>, and
        see the <Link href={paths.privacy.getHref()}>Privacy policy</Link> for how we handle personal
        information.
      </p>
    ),
  },
];

export default function CookiesPage() {
  useDocumentTitle('Cookie policy');
  return (
    <LegalDocument
      title="Cookie policy"
      intro={
        <p>
          This policy lists every cookie and browser storage item Neighbourly uses and why. The short version:
          only what is strictly necessary to sign you in, protect your account and remember your theme. No
          tracking.
        </p>
      }
      sections={sections}
    />
  );
}

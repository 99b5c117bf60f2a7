import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { LIMITS } from '@neighbourly/shared';
import { paths } from '@/lib/paths.ts';
import { MessagePage } from '@/components/MessagePage.tsx';
import { useConfig } from '@/lib/config.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function HelpPage() {
  useDocumentTitle('Help');
  const { data: config, isPending } = useConfig();
  const email = config?.helpEmail;
  return (
    <MessagePage
      icon={<SupportAgentOutlinedIcon />}
      title="Need help?"
      actions={
        <Button variant="contained" size="large" href={paths.home.getHref()}>
          Go back to the home page
        </Button>
      }
    >
      <p style={{ margin: 0 }}>
        Questions about Neighbourly, a problem with your account, or would you like more than{' '}
        {LIMITS.freeGroupsPerUser === 1 ? 'one free group' : `${LIMITS.freeGroupsPerUser} free groups`}? Write
        to us and we will get back to you.
      </p>
      <p style={{ margin: '16px 0 0', fontSize: '1.125rem', fontWeight: 600 }}>
        {email ? (
          <Link href={`mailto:${email}`}>{email}</Link>
        ) : isPending ? (
          <Skeleton
            width={220}
            sx={{ mx: 'auto' }}
            role="progressbar"
            aria-label="Loading the help address"
          />
        ) : (
          'Our contact address is unavailable right now. Please try again later.'
        )}
      </p>
    </MessagePage>
  );
}

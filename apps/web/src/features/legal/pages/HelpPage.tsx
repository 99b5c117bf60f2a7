import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import {
  legal_free_groups_free,
  legal_help_document_title,
  legal_help_home,
  legal_help_intro,
  legal_help_loading,
  legal_help_title,
  legal_help_unavailable,
} from '@neighbourly/i18n/messages';
import { LIMITS } from '@neighbourly/shared';
import { paths } from '@/lib/paths.ts';
import { MessagePage } from '@/components/MessagePage.tsx';
import { useConfig } from '@/lib/config.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

export default function HelpPage() {
  useDocumentTitle(legal_help_document_title());
  const { data: config, isPending } = useConfig();
  const email = config?.helpEmail;
  return (
    <MessagePage
      icon={<SupportAgentOutlinedIcon />}
      title={legal_help_title()}
      actions={
        <Button variant="contained" size="large" href={paths.home.getHref()}>
          {legal_help_home()}
        </Button>
      }
    >
      <p style={{ margin: 0 }}>
        {legal_help_intro({ freeGroups: legal_free_groups_free({ count: LIMITS.freeGroupsPerUser }) })}
      </p>
      <p style={{ margin: '16px 0 0', fontSize: '1.125rem', fontWeight: 600 }}>
        {email ? (
          <Link href={`mailto:${email}`} dir="ltr">
            {email}
          </Link>
        ) : isPending ? (
          <Skeleton width={220} sx={{ mx: 'auto' }} role="progressbar" aria-label={legal_help_loading()} />
        ) : (
          legal_help_unavailable()
        )}
      </p>
    </MessagePage>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Group } from '@neighbourly/shared';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths.ts';
import { MessagePage } from '@/components/MessagePage.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { isApiError } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useGroup } from '../api/get-group.ts';
import { EditGroupForm } from '../components/EditGroupForm.tsx';
import { LoadFailed } from '@/components/LoadFailed.tsx';

function NotTheOwner({ group }: { group: Group }) {
  return (
    <MessagePage
      icon={<LockOutlinedIcon />}
      title="Only the group owner can manage this group"
      actions={
        <Button variant="contained" size="large" href={paths.group.getHref(group.id)}>
          Go to the group page
        </Button>
      }
    >
      {group.name} is organized by {group.owner.name || group.owner.id}. Ask them if something needs to
      change.
    </MessagePage>
  );
}

/**
 * `/group/:id/edit` (signed-in). The owner gets the form; anyone else a 403-style message with
 * a way back to the group. An unknown group goes to /404.
 */
export default function EditGroupPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: group, error, refetch } = useGroup(id);
  const notFound = isApiError(error, 'NOT_FOUND');
  useDocumentTitle(group ? `Manage ${group.name}` : 'Manage group');

  useEffect(() => {
    if (notFound) navigate(paths.notFound.getHref(), { replace: true });
  }, [notFound, navigate]);

  if (error && !group && !notFound) return <LoadFailed what="group" onRetry={() => void refetch()} />;
  if (!group || notFound || !user) return <PageSpinner label="Loading the group" />;
  if (group.owner.id !== user.id) return <NotTheOwner group={group} />;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Link
        href={paths.group.getHref(group.id)}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Back to {group.name}
      </Link>
      <Paper variant="outlined" sx={{ mt: 2, p: { xs: 2.5, sm: 4.5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          Manage group
        </Typography>
        <Typography sx={{ mt: 1, mb: 3.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {group.name} · {paths.group.getHref(group.id)}
        </Typography>
        <EditGroupForm key={group.id} group={group} />
      </Paper>
    </Container>
  );
}

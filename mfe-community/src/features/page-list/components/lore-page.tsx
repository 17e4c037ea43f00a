import { usePage } from '@muster/shared-kernel/client';
import { Empty, Loading, STATE_TEXTS } from '@muster/shared-kernel/ui';
import { CommunityMarkdown } from '../../../components/community-markdown';

/** A lore tab: its page's markdown, read when the tab is first opened. */
export function LorePage({ id }: { id: string }) {
  const page = usePage(id);
  if (page.data) return <CommunityMarkdown>{page.data.markdown}</CommunityMarkdown>;
  if (page.isError) return <Empty text={STATE_TEXTS.pageError} />;
  return <Loading />;
}

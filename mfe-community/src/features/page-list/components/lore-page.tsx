import { Empty, Loading, STATE_TEXTS } from '@muster/shared-kernel/ui';
import { usePage } from '../../../api/use-page';
import { CommunityHtml } from '../../../components/community-html';

/** A lore tab: its page's text (rendered by the server), read when the tab is first opened. */
export function LorePage({ id }: { id: string }) {
  const page = usePage(id);
  if (page.data) return <CommunityHtml html={page.data.html} />;
  if (page.isError) return <Empty text={STATE_TEXTS.pageError} />;
  return <Loading />;
}
